import { Alert } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { isZero, statementAmount } from './amounts';
import { useStatement } from './api';
import { matchRows } from './compare';
import { drillLink } from './links';
import { useStatementParams } from './params';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { FunctionalExpensesStatement } from '@app/contract';

const TITLE = 'Statement of Functional Expenses';

/**
 * /app/statement-of-functional-expenses: expense accounts (natural classification) by function. Lines with
 * no functional expense sit in a red Unassigned column, shown only when it is not zero, with what to fix.
 */
export default function FunctionalExpensesPage() {
  const auth = useAuth();
  const p = useStatementParams('period');
  const query = useStatement('/reports/functional-expenses', p, p.valid && (!auth.isSuperAdmin || p.hasCompany));
  return (
    <StatementLayout
      rollup
      title={TITLE}
      route="/reports/functional-expenses"
      params={p}
      query={query}
      isEmpty={(d) => d.rows.length === 0}
      emptyText="No expenses were posted in this period."
    >
      {(d, before) => (
        <>
          {!isZero(d.unassigned) && (
            <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
              {statementAmount(d.unassigned)} of expenses have no functional expense, so this statement is not ready for the auditors. Open each red figure to
              see its ledger lines, then give each of those bills, checks or journal entry lines a functional expense (edit the document, or void it and enter
              it again).
            </Alert>
          )}
          <StatementTable label={TITLE} columns={columnsOf(d, before)} lines={linesOf(d, before)} />
        </>
      )}
    </StatementLayout>
  );
}

function columnsOf(d: FunctionalExpensesStatement, b: FunctionalExpensesStatement | null): StatementColumn[] {
  return [
    ...d.columns.map((c) => ({ key: String(c.functional_expense_id), label: c.name })),
    ...(isZero(d.unassigned) ? [] : [{ key: 'unassigned', label: 'Unassigned', alarm: true }]),
    { key: 'total', label: 'Total' },
    ...(b ? [{ key: 'prior', label: 'Total, prior year', prior: true }] : []),
  ];
}

function linesOf(d: FunctionalExpensesStatement, b: FunctionalExpensesStatement | null): StatementLine[] {
  const unassigned = !isZero(d.unassigned);
  const lines: StatementLine[] = [{ key: 'head', label: 'Expenses by nature', kind: 'heading' }];
  // Every account of either year (as the PDF and Excel): one with expenses only a year earlier reads zero now.
  for (const m of matchRows(d.rows, b?.rows, (r) => String(r.account_id))) {
    const before = m.before;
    const r = m.now ?? { ...m.before!, amounts: {}, unassigned: '0.00', total: '0.00' };
    // A zero of this year opens nothing (the prior year's lines are behind the last column only).
    const drill = m.now?.drill;
    lines.push({
      key: String(r.account_id),
      label: `${r.account_number} ${r.account_name}`,
      kind: 'row',
      depth: 1,
      amounts: [
        ...d.columns.map((c) => r.amounts[String(c.functional_expense_id)] ?? '0.00'),
        ...(unassigned ? [r.unassigned] : []),
        r.total,
        ...(b ? [before?.total ?? '0.00'] : []),
      ],
      // Each cell: the account's lines of that function; Unassigned: its lines with none.
      links: [
        ...d.columns.map((c) => drillLink(drill, { functional_expense_id: c.functional_expense_id })),
        ...(unassigned ? [drillLink(drill, { functional_expense_id: 'none' })] : []),
        drillLink(drill),
        drillLink(before?.drill),
      ],
    });
  }
  lines.push({
    key: 'total',
    label: 'Total expenses',
    kind: 'total',
    amounts: [
      ...d.columns.map((c) => d.totals[String(c.functional_expense_id)] ?? '0.00'),
      ...(unassigned ? [d.unassigned] : []),
      d.total,
      ...(b ? [b.total] : []),
    ],
  });
  return lines;
}
