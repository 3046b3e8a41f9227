import {
  Box,
  Button,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { ReactNode } from 'react';
import { CARD_ROLES, cardTableSx, fitTableSx } from './tableLayout';
import { TruncatedText } from './TruncatedText';
import { PAGE_SIZES, type SortDir, type SortState } from './useListParams';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** identifiers, amounts, dates, short codes: kept on one line (right-aligned columns are by default) */
  nowrap?: boolean;
  /** long names: one line cut with '…' at this width (px; true = 200), the full text on hover */
  truncate?: boolean | number;
  /** the server's sort key for this column: its header becomes a sort button */
  sortKey?: string;
  /** the direction of a first click (dates and amounts read best newest/largest first: 'desc') */
  sortFirst?: SortDir;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  /** false: total is a floor (the server stopped counting at a cap): shown as "10,000+" */
  total_is_exact?: boolean;
}

/** Keyset paging (an account's ledger): previous/next by position instead of page numbers. */
export interface KeysetNav {
  onPrev?: () => void;
  onNext?: () => void;
  /** what a row is, for the count ('line' -> '1 line', '25 lines', '10,000+ lines') */
  unit: string;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  /** a server page (paginator shape) or plain rows paged here */
  page?: Page<T>;
  rows?: T[];
  perPage: number;
  /** 1-based */
  pageNumber: number;
  onPageChange(page: number): void;
  loading?: boolean;
  emptyText?: string;
  rowKey?: (row: T) => string | number;
  label?: string;
  /** given: Previous/Next buttons (a missing handler disables its button) replace the page numbers */
  keyset?: KeysetNav;
  /** the server's current sort; columns with a sortKey then sort on click (onSortChange) */
  sort?: SortState;
  onSortChange?(sort: SortState): void;
  /** given: the rows-per-page select offers PAGE_SIZES (a server-paged list keeps the choice in its URL) */
  onPerPageChange?(perPage: number): void;
}

/** Headers up to this many characters stay on one line over a one-line column. */
const SHORT_HEADER = 12;
const shortHeader = <T,>(c: Column<T>) => typeof c.header !== 'string' || c.header.length <= SHORT_HEADER;

/** A table paged on the server with the page size the specification gives (10 or 5). */
export function DataTable<T>({
  columns,
  page,
  rows,
  perPage,
  pageNumber,
  onPageChange,
  loading,
  emptyText = 'No records found',
  rowKey,
  label,
  keyset,
  sort,
  onSortChange,
  onPerPageChange,
}: DataTableProps<T>) {
  const all = page?.data ?? rows ?? [];
  const shown = page ? all : all.slice((pageNumber - 1) * perPage, pageNumber * perPage);
  const total = page?.total ?? all.length;
  const exact = page?.total_is_exact !== false;
  // On a phone each row is a card (label: value lines), so its money, status and action show without a swipe.
  const cards = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  // Display changes on table elements can drop their semantics: the card layout says them explicitly.
  const role = (r: keyof typeof CARD_ROLES) => (cards ? CARD_ROLES[r] : undefined);
  const plainHeader = (c: Column<T>) => typeof c.header === 'string' && !(c.sortKey && sort && onSortChange);
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      {/* Scrolls sideways on its own on a phone; focusable so the keyboard can scroll it too. */}
      <TableContainer tabIndex={0} role={label ? 'group' : undefined} aria-label={label}>
        <Table size="small" aria-label={label} role={role('table')} sx={cards ? cardTableSx : fitTableSx}>
          {/* A card header with nothing to click (no sort, no select-all) is left out. */}
          <TableHead role={role('rowgroup')} data-empty={cards && columns.every(plainHeader) ? '' : undefined}>
            <TableRow role={role('row')}>
              {columns.map((c) => {
                const sortable = !!(c.sortKey && sort && onSortChange);
                const active = sortable && sort?.key === c.sortKey;
                return (
                  <TableCell
                    key={c.key}
                    align={c.align}
                    role={role('columnheader')}
                    // A card names each value itself: a header without a sort or a control is not drawn there.
                    data-plain={plainHeader(c) ? '' : undefined}
                    // A one-line column gets a one-line header too ('Due Date' over a date, not 'Due' / 'Date'); a long
                    // one ('Due Amount (USD)' over '$8.00') may take two lines so the row fits a laptop.
                    sx={{ width: c.width, ...((c.nowrap || c.align === 'right') && shortHeader(c) ? { whiteSpace: 'nowrap' } : {}) }}
                    aria-sort={active ? (sort?.dir === 'asc' ? 'ascending' : 'descending') : sortable ? 'none' : undefined}
                  >
                    {sortable && c.sortKey ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort?.dir : (c.sortFirst ?? 'asc')}
                        onClick={() =>
                          onSortChange?.({ key: c.sortKey as string, dir: active ? (sort?.dir === 'asc' ? 'desc' : 'asc') : (c.sortFirst ?? 'asc') })
                        }
                      >
                        {c.header}
                      </TableSortLabel>
                    ) : (
                      c.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody role={role('rowgroup')}>
            {shown.map((row, i) => (
              <TableRow key={rowKey ? rowKey(row) : i} hover role={role('row')}>
                {columns.map((c) => {
                  const content = c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '');
                  return (
                    <TableCell
                      key={c.key}
                      align={c.align}
                      role={role('cell')}
                      data-label={cards && typeof c.header === 'string' ? c.header : undefined}
                      sx={c.nowrap || c.align === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {c.truncate ? <TruncatedText maxWidth={c.truncate === true ? 200 : c.truncate}>{content}</TruncatedText> : content}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
            {!loading && shown.length === 0 && (
              <TableRow role={role('row')}>
                <TableCell colSpan={columns.length} role={role('cell')}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {keyset ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, p: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
            {`${total.toLocaleString('en-US')}${exact ? '' : '+'} ${keyset.unit}${total === 1 && exact ? '' : 's'}`}
          </Typography>
          <Button size="small" onClick={keyset.onPrev} disabled={!keyset.onPrev || loading}>
            Previous
          </Button>
          <Button size="small" onClick={keyset.onNext} disabled={!keyset.onNext || loading}>
            Next
          </Button>
        </Box>
      ) : (
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, pageNumber - 1)}
          rowsPerPage={page?.per_page ?? perPage}
          rowsPerPageOptions={onPerPageChange ? [...PAGE_SIZES] : [perPage]}
          onRowsPerPageChange={(e) => onPerPageChange?.(Number(e.target.value))}
          onPageChange={(_, p) => onPageChange(p + 1)}
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} of ${count.toLocaleString('en-US')}${exact ? '' : '+'}`}
        />
      )}
    </Paper>
  );
}
