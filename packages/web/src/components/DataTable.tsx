import { Box, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: ReactNode;
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

interface Props<T> {
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
}

/** A table paged on the server with the page size the specification gives (10 or 5). */
export function DataTable<T>({ columns, page, rows, perPage, pageNumber, onPageChange, loading, emptyText = 'No records found', rowKey, label }: Props<T>) {
  const all = page?.data ?? rows ?? [];
  const shown = page ? all : all.slice((pageNumber - 1) * perPage, pageNumber * perPage);
  const total = page?.total ?? all.length;
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ width: c.width }}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, i) => (
              <TableRow key={rowKey ? rowKey(row) : i} hover>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {emptyText}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, pageNumber - 1)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[perPage]}
        onPageChange={(_, p) => onPageChange(p + 1)}
      />
    </Paper>
  );
}
