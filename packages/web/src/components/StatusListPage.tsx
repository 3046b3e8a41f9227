import { Box, Button, Chip, IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PathsOf } from '../api/typed';
import { CompanyFilter } from './CompanySelect';
import { CompanyStatusFilters, type StatusOption, type useCompanyStatusList } from './CompanyStatusFilters';
import type { Column, Page } from './DataTable';
import { ListDataTable } from './ListDataTable';
import { ListToolbar } from './ListToolbar';
import { LoadingOverlay } from './LoadingOverlay';
import { PageHeader } from './PageHeader';

/** The URL-kept page, search, sort, company and status of a list (useCompanyStatusList). */
export type StatusListParams<K extends string> = ReturnType<typeof useCompanyStatusList<K>>;

export type ChipColor = 'primary' | 'default' | 'success' | 'info' | 'warning';

/** A row's button in the 'Action' column: an icon with a tooltip, a link (`to`) or a handler (`onClick`). */
export interface RowAction<Row> {
  /** the tooltip: 'Edit', 'Void', 'View', 'Print' */
  title: string;
  icon: ReactNode;
  /** the button's accessible name, naming the row ('Void bill 12') */
  label(row: Row): string;
  /** shown for this row (permission and status) */
  when(row: Row): boolean;
  to?(row: Row): string;
  onClick?(row: Row): void;
  color?: 'error';
}

/** The status column: the row's status as an outlined chip in its colour. */
export function statusColumn<Row>(label: (r: Row) => string, color: (r: Row) => ChipColor, sortKey?: string): Column<Row> {
  return {
    key: 'status',
    nowrap: true,
    header: 'Status',
    sortKey,
    render: (r) => <Chip size="small" variant="outlined" label={label(r)} color={color(r)} />,
  };
}

function actionColumn<Row>(actions: RowAction<Row>[]): Column<Row> {
  return {
    key: 'actions',
    header: 'Action',
    align: 'right',
    render: (r) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {actions
          .filter((a) => a.when(r))
          .map((a) => (
            <Tooltip key={a.title} title={a.title}>
              {a.to ? (
                <IconButton size="small" color={a.color} aria-label={a.label(r)} component={RouterLink} to={a.to(r)}>
                  {a.icon}
                </IconButton>
              ) : (
                <IconButton size="small" color={a.color} aria-label={a.label(r)} onClick={() => a.onClick?.(r)}>
                  {a.icon}
                </IconButton>
              )}
            </Tooltip>
          ))}
      </Box>
    ),
  };
}

/**
 * What a list's rows are called: 'No deposit matches the search', 'No deposits yet', 'No Void deposits', and
 * the export buttons' 'deposits'. `every` replaces `many` in 'No … yet' and the export ('bill payments').
 */
export interface RowNouns {
  one: string;
  many: string;
  every?: string;
}

/** Where a list's rows come from: its page query (the feature's api.ts), its page size and its export route. */
export interface ListSource<Row> {
  perPage: number;
  /** the page query of the list's route, for the URL's filters */
  usePage(query: URLSearchParams): { data?: Page<Row>; isLoading: boolean; isFetching: boolean; error: Error | null };
  /** the list's export route, as the API document declares it */
  exportRoute: Extract<PathsOf<'get'>, `${string}/export`>;
}

/** What a status list is, fixed when its module loads; the page adds what it reads from the user and the URL. */
export interface StatusListDefinition<Row> {
  /** the page's title, its document title and the table's accessible name */
  title: string;
  rows: RowNouns;
  source: ListSource<Row>;
  /** the status filter's options, 'All Status' first (labels name the statuses); absent: the company filter alone (the journal) */
  statuses?: StatusOption[];
  /** what the search matches */
  searchPlaceholder: string;
  /** the list failed to load: its message as the empty text (the journal) */
  showError?: boolean;
}

/** What a list with no row shows, unsearched: with every status 'No deposits yet', with one 'No Void deposits'. */
function noRowsText({ rows, statuses }: Pick<StatusListDefinition<unknown>, 'rows' | 'statuses'>, status: number): string {
  const chosen = status === statuses?.[0]?.value ? undefined : statuses?.find((o) => o.value === status);
  return chosen ? `No ${chosen.label} ${rows.many}` : `No ${rows.every ?? rows.many} yet`;
}

/** A header button to another screen ('+ Create Bill'), shown when the user may use it. */
export interface HeaderLink {
  label: string;
  to: string;
  when: boolean;
}

interface Props<Row extends { id: number }, K extends string> {
  list: StatusListDefinition<Row>;
  /** header buttons, the first one the page's main action */
  links: HeaderLink[];
  params: StatusListParams<K>;
  /** what the list and its export add to the URL's filters (the bill list's `today` of a due link) */
  withQuery?(query: URLSearchParams): URLSearchParams;
  columns: Column<Row>[];
  /** the 'Action' column's buttons, in order; absent: no such column (or the columns carry their own) */
  rowActions?: RowAction<Row>[];
  /** overrides the empty text (the bill list's due filter) */
  emptyText?: string;
  /** between the filters and the table (the due filter's chip) */
  banner?: ReactNode;
  /** after the table (the print progress) */
  children?: ReactNode;
}

/**
 * A list of money documents (bills, payments, checks, journal entries): title and actions, company and
 * status filters, search and export, a server-paged sortable table with row actions. Everything but the
 * configuration lives here, so the lists read, page, filter and export alike.
 */
export function StatusListPage<Row extends { id: number }, K extends string>(p: Props<Row, K>) {
  const { list, companyId, status, onChange } = p.params;
  const { title, rows, source, statuses } = p.list;
  const withQuery = p.withQuery ?? ((q: URLSearchParams) => q);
  const { data, isLoading, isFetching, error } = source.usePage(withQuery(list.query(source.perPage)));
  const searched = list.search ? `No ${rows.one} matches the search` : (p.emptyText ?? noRowsText(p.list, status));
  const emptyText = p.list.showError && error ? error.message : searched;
  const columns = p.rowActions ? [...p.columns, actionColumn(p.rowActions)] : p.columns;
  const links = p.links.filter((l) => l.when);

  if (isLoading) return <LoadingOverlay />;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          links.length > 0 &&
          links.map((l, n) => (
            <Button key={l.to} variant={n === 0 ? 'contained' : 'outlined'} component={RouterLink} to={l.to}>
              {l.label}
            </Button>
          ))
        }
      />
      <ListToolbar
        search={list.search}
        onSearchChange={list.setSearch}
        placeholder={p.list.searchPlaceholder}
        exportPath={`${source.exportRoute}?${withQuery(list.exportQuery())}`}
        exportLabel={rows.every ?? rows.many}
      >
        {statuses ? (
          <CompanyStatusFilters companyId={companyId} status={status} options={statuses} onChange={onChange} />
        ) : (
          <CompanyFilter sx={{ width: { xs: '100%', sm: 320 } }} value={companyId} onChange={(id) => list.setFilter('company_id', id || null)} />
        )}
      </ListToolbar>
      {p.banner}
      <ListDataTable
        list={list}
        perPage={source.perPage}
        label={title}
        columns={columns}
        page={data}
        loading={isFetching}
        rowKey={(r) => r.id}
        emptyText={emptyText}
      />
      {p.children}
    </>
  );
}
