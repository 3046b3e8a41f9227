import { M } from '@app/contract';
import { useVoidAction } from '../../components/useVoidAction';
import { useRefreshBills, voidBill } from './api';

/** 'Change status of bill?' then the void; true when the bill was voided. */
export function useVoidBill() {
  const voidWithConfirm = useVoidAction(M.changeBillStatus, voidBill, useRefreshBills());
  return (bill: { id: number; bill_number: number }) => voidWithConfirm(bill.id, `Bill #${bill.bill_number} will be voided and its posting reversed today.`);
}
