import { M } from '@app/contract';
import { useVoidAction, voidPreview } from '../../components/useVoidAction';
import { checkLabel, voidText } from '../../components/voidText';
import { voidCheck } from './api';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

/** 'Change status of check?' naming what the void takes with it, then the void; true when the check was voided. */
export function useVoidCheck() {
  const voidWithConfirm = useVoidAction(M.changeCheckStatus, voidCheck, useRefreshAfterPosting('check'), { askReason: true });
  return (check: { id: number; check_number: number }) =>
    voidWithConfirm(check.id, async () => {
      const preview = await voidPreview('check', check.id);
      const own = preview.voided.checks.find((c) => c.id === check.id);
      return voidText(M.voidCheck(own ? checkLabel(own) : `Check #${check.check_number}`), preview, { checkId: check.id });
    });
}
