import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { isZero, statementAmount } from './amounts';

/** A money column of a statement ('Without donor restrictions', 'Total', 'Nov 30, 2025'). */
export interface StatementColumn {
  key: string;
  label: string;
  /** red figures (the functional grid's unassigned column) */
  alarm?: boolean;
  /** a comparison column: drawn in a lighter rule, left of it a gap */
  prior?: boolean;
}

/**
 * One line of a statement. A heading has no amounts; a row is indented under its heading; a subtotal is
 * ruled above; a total ruled above and double-ruled below (as printed statements are).
 */
export interface StatementLine {
  key: string;
  label: string;
  kind: 'heading' | 'row' | 'subtotal' | 'total';
  depth?: number;
  /** one wire amount per column; null leaves the cell blank */
  amounts?: Array<string | null>;
  /** the drill-down of each amount (the ledger lines behind it, or the statement that breaks it down) */
  links?: Array<string | undefined>;
  /** a line that must be fixed (expenses without a functional expense): red */
  alarm?: boolean;
}

/** Read by screen readers, not drawn (the label column's header). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  m: '-1px',
  overflow: 'hidden',
  p: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

const stickyFirst: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // A phone scrolls the figures under the labels: a hairline says where the labels end.
  boxShadow: { xs: '1px 0 0 rgba(0,0,0,0.12)', md: 'none' },
};

/** A financial statement's body: labels on the left (sticky on a phone), money right-aligned, ruled totals. */
export function StatementTable({ label, columns, lines }: { label: string; columns: StatementColumn[]; lines: StatementLine[] }) {
  return (
    <TableContainer tabIndex={0} role="group" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: columns.length > 2 ? 560 : undefined }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyFirst, minWidth: { xs: 150, sm: 260 } }}>
              <Box component="span" sx={visuallyHidden}>
                Line
              </Box>
            </TableCell>
            {columns.map((c) => (
              <TableCell
                key={c.key}
                align="right"
                sx={{
                  fontWeight: 600,
                  verticalAlign: 'bottom',
                  borderBottom: '1px solid',
                  borderColor: 'divider',
                  color: c.alarm ? 'error.main' : c.prior ? 'text.secondary' : 'text.primary',
                  // A statement's column heads are plain print, not the lists' shaded header.
                  bgcolor: 'background.paper',
                  width: 150,
                  maxWidth: 170,
                }}
              >
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.key} data-kind={l.kind}>
              <TableCell
                component="th"
                scope="row"
                colSpan={l.kind === 'heading' && !l.amounts ? columns.length + 1 : 1}
                sx={{
                  ...stickyFirst,
                  pl: 1 + (l.depth ?? 0) * 2.5,
                  pt: l.kind === 'heading' ? 2 : undefined,
                  fontWeight: l.kind === 'row' ? 400 : 700,
                  color: 'text.primary',
                  borderBottom: 'none',
                  ...(l.alarm ? { color: 'error.main' } : {}),
                }}
              >
                {l.label}
              </TableCell>
              {l.amounts?.map((a, i) => (
                <AmountCell key={columns[i].key} line={l} column={columns[i]} amount={a} to={l.links?.[i]} />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function AmountCell({ line, column, amount, to }: { line: StatementLine; column: StatementColumn; amount: string | null; to?: string }) {
  const ruled = line.kind === 'subtotal' || line.kind === 'total';
  const text = amount === null ? '' : line.kind === 'row' && isZero(amount) ? '–' : statementAmount(amount);
  const red = (column.alarm || line.alarm) && amount !== null && !isZero(amount);
  return (
    <TableCell
      align="right"
      sx={{
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: ruled ? 700 : 400,
        color: red ? 'error.main' : 'text.primary',
        borderTop: ruled ? '1px solid' : undefined,
        // A total is double-ruled below (as printed statements are); no other line has a rule below it.
        borderBottom: line.kind === 'total' ? '3px double' : 'none',
        borderColor: 'text.primary',
      }}
    >
      {to && amount !== null && !isZero(amount) ? (
        <Link component={RouterLink} to={to} color={red ? 'error' : 'primary'} underline="hover">
          {text}
        </Link>
      ) : (
        text
      )}
    </TableCell>
  );
}
