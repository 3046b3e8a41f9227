import { M } from '@app/contract';
import { useVoidAction, voidPreview } from '../../components/useVoidAction';
import { voidText } from '../../components/voidText';
import { voidPayment } from './api';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

/** 'Change status of bill?' naming what the void takes with it, then the void; true when the payment was voided. */
export function useVoidPayment() {
  const voidWithConfirm = useVoidAction(M.changeBillStatus, voidPayment, useRefreshAfterPosting('bill_payment'), { askReason: true });
  return (payment: { id: number; bill_number: number }) =>
    voidWithConfirm(payment.id, async () =>
      voidText(M.voidPayment(`Bill #${payment.bill_number}`), await voidPreview('bill-payment', payment.id), { paymentId: payment.id }),
    );
}
