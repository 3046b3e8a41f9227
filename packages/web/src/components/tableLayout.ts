import type { SxProps, Theme } from '@mui/material';

/**
 * How DataTable fits its screen. At 1366 px a list of ten columns must show every column with no sideways
 * scroll: cells get 8 px sides (MUI's 16 px cost 32 px a column), names give way (TruncatedText) and
 * money, dates, statuses and actions keep their full width.
 */
export const fitTableSx: SxProps<Theme> = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
};

/**
 * Below 600 px every row is a card: one "label  value" line per column (the label from the cell's
 * data-label), so nothing of a row is out of sight. The header row keeps only its sort buttons and
 * controls (select all), wrapped.
 */
export const cardTableSx: SxProps<Theme> = {
  display: 'block',
  '& thead, & tbody': { display: 'block' },
  '& thead[data-empty]': { display: 'none' },
  // One band in the header cells' colour (theme.ts), not a patchwork of wrapped cells.
  '& thead tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, px: 1, bgcolor: '#eef2f8' },
  '& thead th': { display: 'block', borderBottom: 0, px: 1 },
  '& thead th[data-plain]': { display: 'none' },
  '& tbody tr': { display: 'block', py: 0.5, borderTop: 1, borderColor: 'divider' },
  // .MuiTableCell-root outweighs MUI's right-aligned cell (row-reverse would put an amount before its label).
  '& tbody td.MuiTableCell-root': {
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 2,
    minHeight: 30,
    py: 0.25,
    px: 2,
    borderBottom: 0,
    textAlign: 'right',
  },
  '& tbody td[data-label]::before': {
    content: 'attr(data-label)',
    flexShrink: 0,
    textAlign: 'left',
    fontWeight: 500,
    color: 'text.secondary',
    whiteSpace: 'nowrap',
  },
};

/** The roles a card layout states outright (CSS display changes can drop a table's implicit ones). */
export const CARD_ROLES = {
  table: 'table',
  rowgroup: 'rowgroup',
  row: 'row',
  columnheader: 'columnheader',
  cell: 'cell',
} as const;
