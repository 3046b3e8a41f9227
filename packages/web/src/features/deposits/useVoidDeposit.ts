import { DEPOSIT_TEXT } from '@app/contract';
import { useVoidAction } from '../../components/useVoidAction';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { usd } from '../../components/money';
import { voidDeposit } from './api';

/** 'Change status of deposit?' naming the deposit with an optional reason (issue 28.5), then the void ('Status updated Sucessfully'); true when voided. */
export function useVoidDeposit() {
  const voidWithConfirm = useVoidAction(DEPOSIT_TEXT.voidConfirm, voidDeposit, useRefreshAfterPosting('deposit'), { askReason: true });
  return (d: { id: number; total: string; deposit_date: string }) =>
    voidWithConfirm(
      d.id,
      `Void Deposit #${d.id} of ${usd(d.total)}? A reversal dated today takes it out of the bank and the accounts it credited (its returned checks too); the deposit stays listed as Void.`,
    );
}
