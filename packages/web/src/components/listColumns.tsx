import { formatDate } from '@app/contract';
import Block from '@mui/icons-material/Block';
import Visibility from '@mui/icons-material/Visibility';
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { StatusOption } from './CompanyStatusFilters';
import type { Column } from './DataTable';
import { usd } from './money';
import { type ChipColor, type RowAction, statusColumn } from './StatusListPage';

// The columns, status options and row actions the money-document lists (bills, payments, checks,
// deposits, transfers, journal entries) share: one definition each, so the lists read and sort alike.

/** The status filter's options: 'All Status' first, then the named statuses in the given order. */
export function statusOptions<S extends Record<string, number>>(all: number, statuses: S, order: (keyof S & string)[] = Object.keys(statuses)): StatusOption[] {
  return [{ value: all, label: 'All Status' }, ...order.map((label) => ({ value: statuses[label] as number, label }))];
}

/** The document's number as a link to its screen (`to` absent: plain text); sorted newest first. */
export function documentLinkColumn<Row>(c: {
  key: string;
  header: string;
  sortKey?: string;
  text(r: Row): ReactNode;
  to(r: Row): string | undefined;
}): Column<Row> {
  return {
    key: c.key,
    nowrap: true,
    header: c.header,
    ...(c.sortKey && { sortKey: c.sortKey, sortFirst: 'desc' as const }),
    render: (r) => {
      const to = c.to(r);
      return to ? (
        <Link component={RouterLink} to={to}>
          {c.text(r)}
        </Link>
      ) : (
        c.text(r)
      );
    },
  };
}

/** The company's name, for a Super-Admin (who sees every company) only: spread into the columns. */
export function companyNameColumn<Row>(shown: boolean, sortKey?: string): Column<Row>[] {
  return shown ? [{ key: 'companyName', truncate: true, header: 'Company Name', ...(sortKey && { sortKey }) }] : [];
}

/** The document's date, on one line, sorted newest first. */
export function documentDateColumn<Row>(key: string, header: string, date: (r: Row) => string): Column<Row> {
  return {
    key,
    header,
    sortKey: key,
    sortFirst: 'desc',
    render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(date(r))}</Box>,
  };
}

/** An amount in dollars, right-aligned; with a sort key, largest first. */
export function amountColumn<Row>(key: string, header: string, amount: (r: Row) => string, sortKey?: string): Column<Row> {
  return { key, header, align: 'right', ...(sortKey && { sortKey, sortFirst: 'desc' as const }), render: (r) => usd(amount(r)) };
}

/** The row's status name as a chip in its colour, sortable by name. */
export function statusNameColumn<Row extends { status_name: string }>(color: (r: Row) => ChipColor): Column<Row> {
  return statusColumn((r: Row) => r.status_name, color, 'status_name');
}

/**
 * A document's 'Void' (red, a handler that confirms and voids) and 'View' (a link to its read-only screen), in
 * that order, labelled alike for the screen reader: "Void check 1042", "View check 1042". `viewPath`: the
 * feature's path of a document's screen by its id.
 */
export function voidAndView<Row extends { id: number }>(
  what: (r: Row) => string,
  a: { canVoid: (r: Row) => boolean; onVoid: (r: Row) => void; canView: (r: Row) => boolean; viewPath: (id: number) => string },
): RowAction<Row>[] {
  return [
    { title: 'Void', icon: <Block fontSize="small" />, label: (r) => `Void ${what(r)}`, when: a.canVoid, onClick: a.onVoid, color: 'error' },
    { title: 'View', icon: <Visibility fontSize="small" />, label: (r) => `View ${what(r)}`, when: a.canView, to: (r) => a.viewPath(r.id) },
  ];
}
