import { M } from '@app/contract';
import { useVoidAction } from '../../components/useVoidAction';
import { useRefreshPayments, voidPayment } from './api';

/** 'Change status of bill?' then the void; true when the payment was voided. */
export function useVoidPayment() {
  const voidWithConfirm = useVoidAction(M.changeBillStatus, voidPayment, useRefreshPayments());
  return (payment: { id: number; bill_number: number }) =>
    voidWithConfirm(payment.id, `The payment of Bill #${payment.bill_number} will be voided and reversed today; the bill returns to Created.`);
}
