import { formatDate, type VoidReason } from '@app/contract';
import { Alert } from '@mui/material';

/** The reason given when the document was voided (issue 28.5), with who voided it and when; nothing without one. */
export function VoidReasonNote({ reason }: { reason?: VoidReason | null }) {
  if (!reason) return null;
  const who = reason.voided_by ? ` by ${reason.voided_by}` : '';
  return (
    <Alert severity="info" sx={{ mb: 2 }} aria-label="Void reason">
      {`Voided${who} on ${formatDate(reason.voided_at.slice(0, 10))}. Reason: ${reason.reason}`}
    </Alert>
  );
}
