import { type Form1099Row, formatUsd, TAX_CLASSIFICATION_LABELS, toCents } from '@app/contract';
import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ApiError, apiDownload } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useForm1099 } from './api';

const TITLE = '1099-NEC';
const money = (v: string) => formatUsd(toCents(v) ?? 0);

/** The years offered: this one and the five before; in the first months of a year the one just ended is the default. */
function years(now = new Date()) {
  const y = now.getFullYear();
  return { list: Array.from({ length: 6 }, (_, i) => y - i), preset: now.getMonth() < 6 ? y - 1 : y };
}

/**
 * /app/reports/1099-nec: who gets a 1099-NEC for a year, the filer's CSV and each payee's Copy B. A payee is
 * listed when its vendor record sends its payments to the NEC box; the rows say why one gets no form and what
 * to fix first (a missing W-9 or TIN).
 */
export default function Form1099Page() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const y = years();
  const [year, setYear] = useState(y.preset);
  const [companyId, setCompanyId] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const needsCompany = auth.isSuperAdmin && !companyId;
  const query = useForm1099(companyId, year, !needsCompany);
  const d = query.data;

  const download = async (key: string, path: string, name: string) => {
    setBusy(key);
    try {
      const q = new URLSearchParams({ year: String(year), ...(companyId ? { company_id: String(companyId) } : {}) });
      await apiDownload(`${path}${path.includes('?') ? '&' : '?'}${q}`, name);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : 'The file could not be downloaded. Try again.');
    } finally {
      setBusy(null);
    }
  };
  const anyReportable = !!d && d.reportable_count > 0;

  return (
    <>
      <PageHeader
        title={TITLE}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={!anyReportable || busy !== null}
              onClick={() => download('csv', '/reports/1099-nec?format=csv', `1099-nec-${year}.csv`)}
            >
              Export for Filing (CSV)
            </Button>
            <Button
              variant="contained"
              startIcon={<Download />}
              disabled={!anyReportable || busy !== null}
              onClick={() => download('pdf', '/reports/1099-nec/copy-b', `1099-nec-${year}-copy-b.pdf`)}
            >
              Print Copy B
            </Button>
          </Box>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        {auth.isSuperAdmin && <CompanySelect label="Company" value={companyId} onChange={(id) => setCompanyId(id)} />}
        <TextField select id="year" label="Calendar Year" value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ width: 160 }}>
          {y.list.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {needsCompany && <Alert severity="info">Choose a company to see its 1099-NEC payees.</Alert>}
      {query.error && (
        <Alert severity="error" role="alert">
          {query.error.message}
        </Alert>
      )}
      {query.isLoading && !needsCompany && <LoadingOverlay />}
      {d && !needsCompany && (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {d.year}: a payee gets a 1099-NEC when its nonemployee compensation reaches {money(d.threshold)}.{' '}
            {d.reportable_count === 0
              ? 'Nobody reaches it.'
              : d.reportable_count === 1
                ? `1 payee gets one, ${money(d.reportable_total)}.`
                : `${d.reportable_count} payees get one, ${money(d.reportable_total)} in all.`}{' '}
            Payees are listed when their vendor record sends payments to the 1099-NEC box (Vendor Setup, W-9 and 1099).
          </Alert>
          {d.rows.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography color="text.secondary">No payments to 1099-NEC payees in {d.year}.</Typography>
            </Paper>
          ) : (
            <TableContainer component={Paper} variant="outlined" sx={{ opacity: query.isFetching ? 0.6 : 1 }}>
              <Table size="small" aria-label={`1099-NEC payees ${d.year}`}>
                <TableHead>
                  <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                    <TableCell>Payee</TableCell>
                    <TableCell>TIN</TableCell>
                    <TableCell>Classification</TableCell>
                    <TableCell align="right">Paid in {d.year}</TableCell>
                    <TableCell>1099-NEC</TableCell>
                    <TableCell>To fix</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.rows.map((r) => (
                    <PayeeRow
                      key={r.vendor_id}
                      r={r}
                      busy={busy}
                      onCopyB={() => download(`v${r.vendor_id}`, `/reports/1099-nec/copy-b?vendor_id=${r.vendor_id}`, `1099-nec-${year}.pdf`)}
                    />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </>
  );
}

function PayeeRow({ r, busy, onCopyB }: { r: Form1099Row; busy: string | null; onCopyB: () => void }) {
  return (
    <TableRow>
      <TableCell>
        {r.vendor_name}
        <Typography variant="caption" color="text.secondary" component="div">
          Vendor# {r.vendor_number} · {r.payments} payment{r.payments === 1 ? '' : 's'}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {r.tin || '—'}{' '}
        {r.tin_type && (
          <Typography variant="caption" color="text.secondary">
            ({r.tin_type})
          </Typography>
        )}
      </TableCell>
      <TableCell>{r.tax_classification ? TAX_CLASSIFICATION_LABELS[r.tax_classification] : '—'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {money(r.total_paid)}
      </TableCell>
      <TableCell>
        {r.reportable ? <Chip size="small" color="primary" label="Yes" /> : <Chip size="small" variant="outlined" label="No" />}
        {r.reason && (
          <Typography variant="caption" color="text.secondary" component="div">
            {r.reason}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {r.warnings.map((w) => (
            <Chip key={w} size="small" color="warning" variant="outlined" label={w} />
          ))}
        </Box>
      </TableCell>
      <TableCell align="right">
        {r.reportable && (
          <Button size="small" disabled={busy !== null} onClick={onCopyB} aria-label={`Copy B of ${r.vendor_name}`}>
            Copy B
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
