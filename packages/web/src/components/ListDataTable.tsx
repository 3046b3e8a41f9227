import { DataTable, type DataTableProps } from './DataTable';
import type { ListParams } from './useListParams';

type FromTheList = 'perPage' | 'pageNumber' | 'onPageChange' | 'sort' | 'onSortChange' | 'onPerPageChange' | 'rows' | 'keyset';

/**
 * A server-paged list's table: its page number, sort and rows per page live in the URL (useListParams), so
 * reload and back keep them; `perPage` is the list's own page size (a chosen size other than it is in the URL).
 */
export function ListDataTable<T>({ list, perPage, ...table }: { list: ListParams<string>; perPage: number } & Omit<DataTableProps<T>, FromTheList>) {
  return (
    <DataTable
      {...table}
      perPage={perPage}
      onPerPageChange={(n) => list.setPerPage(n, perPage)}
      pageNumber={list.page}
      onPageChange={list.setPage}
      sort={list.sort}
      onSortChange={list.setSort}
    />
  );
}
