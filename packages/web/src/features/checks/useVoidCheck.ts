import { M } from '@app/contract';
import { useVoidAction } from '../../components/useVoidAction';
import { useRefreshChecks, voidCheck } from './api';

/** 'Change status of check?' then the void; true when the check was voided. */
export function useVoidCheck() {
  const voidWithConfirm = useVoidAction(M.changeCheckStatus, voidCheck, useRefreshChecks());
  return (check: { id: number; check_number: number; check_type: string }) =>
    voidWithConfirm(
      check.id,
      check.check_type === 'standard'
        ? `Check #${check.check_number} will be voided with its bill and payment (reversed today).`
        : `Check #${check.check_number} will be voided; its payments return to Paid and can go on a new check.`,
    );
}
