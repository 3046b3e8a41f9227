import { CHECK_STATUS, type CheckRow } from '@app/contract';
import Print from '@mui/icons-material/Print';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { usd } from '../../components/money';
import { LIST, useCheck, viewPath } from './api';
import { CheckForm } from './CheckForm';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { CheckView } from './CheckView';
import { usePrintChecks } from './usePrintChecks';
import { useVoidCheck } from './useVoidCheck';

/** After Save: the checks just generated, with Print (section 2: Save, then Print). */
function Generated({ checks, onPrint }: { checks: CheckRow[]; onPrint(): void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Generated checks">
      <Typography sx={{ mb: 1 }}>
        {checks.length === 1 ? 'Check generated:' : `${checks.length} checks generated:`}{' '}
        {checks.map((c) => `#${c.check_number} ${c.vendor_name} ${usd(c.check_amount)}`).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" startIcon={<Print />} onClick={onPrint}>
          Print
        </Button>
        <Button component={RouterLink} to={viewPath(checks[0].id)} variant="outlined">
          View
        </Button>
        <Button component={RouterLink} to={LIST} variant="outlined" color="inherit">
          Cheque List
        </Button>
      </Box>
    </Paper>
  );
}

/** /app/create-cheque, and /app/cheque/view/{id}: the check read-only with its stubs, Void and Print. */
export default function CheckPage() {
  const params = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const voidCheck = useVoidCheck();
  const [print, printing] = usePrintChecks();
  const [generated, setGenerated] = useState<CheckRow[] | null>(null);
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data: detail, isLoading, error } = useCheck(valid ? id : null);

  if (!valid) return <Navigate to="/404" replace />;
  if (id === null) {
    return (
      <>
        <PageHeader title="Generate Check" />
        {generated && (
          <Generated
            checks={generated}
            onPrint={() =>
              print(
                generated.map((c) => c.id),
                `checks-${generated[0].check_number}`,
              )
            }
          />
        )}
        <CheckForm onSaved={setGenerated} />
        {printing}
      </>
    );
  }
  if (isLoading) return <LoadingOverlay />;
  if (error || !detail) {
    return (
      <>
        <PageHeader title="Check" />
        <Alert severity="warning">{error?.message}</Alert>
      </>
    );
  }
  const c = detail.checkData;
  const live = c.status === CHECK_STATUS.Check;
  return (
    <>
      <PageHeader
        title={`Check #${c.check_number}`}
        actions={
          <>
            {live && auth.can('Check_View') && (
              <Button variant="contained" startIcon={<Print />} onClick={() => print([c.id], `check-${c.check_number}`)}>
                Print
              </Button>
            )}
            {live && auth.can('Check_Delete') && (
              <Button variant="contained" color="error" onClick={async () => (await voidCheck(c)) && navigate(LIST)}>
                Void
              </Button>
            )}
            <Button component={RouterLink} to={LIST} variant="outlined" color="inherit">
              Back to Cheque List
            </Button>
          </>
        }
      >
        <Chip variant="outlined" label={c.status_name} color={live ? 'success' : 'default'} />
      </PageHeader>
      <CheckView detail={detail} />
      <AttachmentsPanel owner="check" ownerId={c.id} />
      {printing}
    </>
  );
}
