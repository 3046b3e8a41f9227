import { CLOSING_TEXT } from '@app/contract';
import { Alert } from '@mui/material';
import { useClosingDate } from './api';

/** The dashboard's line: "Books closed through Oct 31, 2026" (nothing while the books are open). */
export function ClosedThrough({ companyId }: { companyId: number }) {
  const { data } = useClosingDate(companyId || null);
  if (!data?.closing_date) return null;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="books-closed">
      {CLOSING_TEXT.closedThrough(data.closing_date)}
    </Alert>
  );
}
