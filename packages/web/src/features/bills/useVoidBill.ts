import { M } from '@app/contract';
import { useVoidAction, voidPreview } from '../../components/useVoidAction';
import { voidText } from '../../components/voidText';
import { voidBill } from './api';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

/** 'Change status of bill?' naming what the void takes with it, then the void; true when the bill was voided. */
export function useVoidBill() {
  const voidWithConfirm = useVoidAction(M.changeBillStatus, voidBill, useRefreshAfterPosting('bill'), { askReason: true });
  return (bill: { id: number; bill_number: number }) =>
    voidWithConfirm(bill.id, async () => voidText(M.voidBill(`Bill #${bill.bill_number}`), await voidPreview('bill', bill.id), { billId: bill.id }));
}
