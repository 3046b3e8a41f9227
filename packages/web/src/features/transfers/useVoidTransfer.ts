import { TRANSFER_TEXT } from '@app/contract';
import { usd } from '../../components/money';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { useVoidAction } from '../../components/useVoidAction';
import { voidTransfer } from './api';

/** 'Change status of transfer?' with an optional reason (issue 28.5), then the void ('Status updated Sucessfully'); true when voided. */
export function useVoidTransfer() {
  const voidWithConfirm = useVoidAction(TRANSFER_TEXT.voidConfirm, voidTransfer, useRefreshAfterPosting('transfer'), { askReason: true });
  return (t: { id: number; amount: string; from_bank_account_name: string }) =>
    voidWithConfirm(t.id, `Void Transfer #${t.id} of ${usd(t.amount)}? A reversal dated today returns the money to ${t.from_bank_account_name}.`);
}
