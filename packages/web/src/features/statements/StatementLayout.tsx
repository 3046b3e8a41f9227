import { formatDate } from '@app/contract';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, FormControlLabel, GlobalStyles, Paper, Switch, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError, apiDownload } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { localToday } from '../../components/today';
import { presets } from './periods';
import { type StatementParams, statementQuery } from './params';
import type { StatementMeta, UnmatchedIntercompany } from '@app/contract';
import { MismatchReport, ScopeFields } from './RollupParts';

/** Printing: the statement alone (no bars, menu, filters or buttons), figures in ink, not link blue. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '.MuiAppBar-root, .MuiDrawer-root, main > .MuiToolbar-root, [data-no-print]': { display: 'none !important' },
        main: { padding: '0 !important' },
        // The sheet carries its own title under the company's name.
        'main h1': { display: 'none !important' },
        '[data-statement-sheet]': { border: 'none !important' },
        '[data-statement-sheet] a': { color: 'inherit !important', textDecoration: 'none !important' },
        '[data-statement-sheet] th, [data-statement-sheet] td': { position: 'static !important', boxShadow: 'none !important' },
        '[data-statement-sheet] .MuiTableContainer-root': { overflow: 'visible !important' },
      },
    }}
  />
);

/** The words under a statement's title: 'As of Nov 26, 2026' or 'For the period Jan 01, 2026 to Nov 26, 2026'. */
export function periodText(from: string | null, to: string): string {
  return from ? `For the period ${formatDate(from)} to ${formatDate(to)}` : `As of ${formatDate(to)}`;
}

/** The comparison's words: 'compared with Nov 26, 2025' / 'compared with Jan 01, 2025 to Nov 26, 2025'. */
const comparedText = (m: StatementMeta) =>
  m.compare_to ? ` · compared with ${m.compare_from ? `${formatDate(m.compare_from)} to ${formatDate(m.compare_to)}` : formatDate(m.compare_to)}` : '';

interface Props<T> {
  title: string;
  /** the statement's route ('/reports/statement-of-activities'): the downloads add format=pdf|xlsx */
  route: string;
  params: StatementParams;
  query: UseQueryResult<{ data: T; comparison: T | null; meta: StatementMeta }>;
  /** e.g. "Nothing was posted in this period" when the data has no lines */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** the statement's body (and any warning above it); comparison: the same statement a year earlier, or null */
  children: (data: T, comparison: T | null, meta: StatementMeta) => ReactNode;
  /** false: no 'Compare with prior year' switch (a report without a comparison, e.g. the A/P aging) */
  compare?: boolean;
  /** more filters beside the dates (the vendor statement's vendor) */
  filters?: ReactNode;
  /** more query parameters of the call and the downloads (vendor_id) */
  extraQuery?: Record<string, string>;
  /** false while a filter of `filters` is missing (no download) */
  complete?: boolean;
  /** issue 27: the scope chooser (this company / with its subtree / chosen companies) and, on a roll-up, its eliminations */
  rollup?: boolean;
}

/** What a roll-up answers beside its figures: in data (an object statement) or beside it (fund balances, an array). */
function rollupOf(answer: { data: unknown }): { eliminations: unknown; unmatched: UnmatchedIntercompany[] } | null {
  const holder = (Array.isArray(answer.data) ? answer : answer.data) as { eliminations?: unknown; unmatched?: UnmatchedIntercompany[] };
  return holder.unmatched ? { eliminations: holder.eliminations, unmatched: holder.unmatched } : null;
}

/**
 * Every statement's frame: company and dates (kept in the URL), compare with the prior year, the PDF and
 * Excel downloads, loading / error / empty states, and the printed sheet (company, title, period).
 */
export function StatementLayout<T>({
  title,
  route,
  params: p,
  query,
  isEmpty,
  emptyText,
  children,
  compare = true,
  filters,
  extraQuery,
  complete = true,
  rollup = false,
}: Props<T>) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const needsCompany = auth.isSuperAdmin && !p.hasCompany;
  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      const q = statementQuery(p);
      for (const [k, v] of Object.entries(extraQuery ?? {})) q.set(k, v);
      await apiDownload(`${route}?${q}&format=${format}`, `${title}.${format}`);
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : 'The statement could not be downloaded. Try again.');
    } finally {
      setBusy(null);
    }
  };
  const ready = !needsCompany && p.valid && complete;
  const { error, data: answer, isLoading, isFetching } = query;
  const firstLoad = ready && isLoading;

  return (
    <>
      {printStyles}
      <PageHeader
        title={title}
        actions={
          <Box data-no-print sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<Download />} disabled={!ready || busy !== null} onClick={() => download('pdf')}>
              Download PDF
            </Button>
            <Button variant="outlined" startIcon={<Download />} disabled={!ready || busy !== null} onClick={() => download('xlsx')}>
              Download Excel
            </Button>
          </Box>
        }
      />
      <Box data-no-print sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
        {rollup ? (
          <ScopeFields params={p} />
        ) : (
          auth.isSuperAdmin && <CompanySelect label="Company" value={p.companyId} onChange={(id) => p.set({ company_id: id ? String(id) : null })} />
        )}
        {filters}
        <DateFields params={p} />
        {compare && (
          <FormControlLabel
            control={<Switch checked={p.compare} onChange={(e) => p.set({ compare: e.target.checked ? '1' : null })} />}
            label="Compare with prior year"
          />
        )}
      </Box>
      {needsCompany && <Alert severity="info">Choose a company to see its {title}.</Alert>}
      {!p.valid && (
        <Alert severity="warning">{p.mode === 'as_of' ? 'Enter a valid date.' : 'Enter a valid period: the From date must not be after the To date.'}</Alert>
      )}
      {ready && error && (
        <Alert severity="error" role="alert">
          {error.message}
        </Alert>
      )}
      {firstLoad && <LoadingOverlay />}
      {ready && !error && answer !== undefined && (
        <Paper variant="outlined" component="section" aria-label={title} data-statement-sheet sx={{ opacity: isFetching ? 0.6 : 1 }}>
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <Typography variant="h6" component="h2">
              {answer.meta.company_name}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {periodText(answer.meta.from, answer.meta.to)}
              {comparedText(answer.meta)}
            </Typography>
          </Box>
          {isEmpty?.(answer.data) ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {emptyText ?? (p.mode === 'as_of' ? 'Nothing was posted up to this date.' : 'Nothing was posted in this period.')}
            </Typography>
          ) : (
            children(answer.data, answer.comparison, answer.meta)
          )}
        </Paper>
      )}
      {ready && !error && answer !== undefined && rollupOf(answer) && (
        <Paper variant="outlined" component="section" aria-label="Eliminations" sx={{ mt: 2 }}>
          <MismatchReport rows={rollupOf(answer)!.unmatched} />
          <Box sx={{ px: 2, pt: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Eliminations (amounts taken out)
            </Typography>
            <Typography variant="body2" color="text.secondary">
              The due to / due from balances and the remittance revenue and expense between the companies of the roll-up. The PDF and Excel show the companies
              combined, the eliminations and the consolidated figures side by side.
            </Typography>
          </Box>
          {children(rollupOf(answer)!.eliminations as T, null, answer.meta)}
        </Paper>
      )}
    </>
  );
}

/** From / To (or As of) with the presets a treasurer uses most. */
function DateFields({ params: p }: { params: StatementParams }) {
  const field = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <TextField
      id={id}
      type="date"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  if (p.mode === 'as_of') {
    const today = localToday();
    const endOfLastMonth = presets(today).find((x) => x.key === 'last-month')!.period.to;
    const endOfLastYear = `${Number(today.slice(0, 4)) - 1}-12-31`;
    const choices = [
      { label: 'Today', day: today },
      { label: 'End of last month', day: endOfLastMonth },
      { label: 'End of last year', day: endOfLastYear },
    ];
    return (
      <>
        {field('as_of', 'As of', p.asOf, (v) => p.set({ as_of: v }))}
        <Box role="group" aria-label="Quick dates" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {choices.map((c) => (
            <Button
              key={c.label}
              size="small"
              variant={p.asOf === c.day ? 'contained' : 'outlined'}
              aria-pressed={p.asOf === c.day}
              onClick={() => p.set({ as_of: c.day })}
            >
              {c.label}
            </Button>
          ))}
        </Box>
      </>
    );
  }
  return (
    <>
      {field('from', 'From', p.from, (v) => p.set({ from: v }))}
      {field('to', 'To', p.to, (v) => p.set({ to: v }))}
      <Box role="group" aria-label="Quick periods" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {presets().map((x) => {
          const on = p.from === x.period.from && p.to === x.period.to;
          return (
            <Button key={x.key} size="small" variant={on ? 'contained' : 'outlined'} aria-pressed={on} onClick={() => p.set(x.period)}>
              {x.label}
            </Button>
          );
        })}
      </Box>
    </>
  );
}
