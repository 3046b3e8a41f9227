import { Alert } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { isZero, statementAmount } from './amounts';
import { useStatement } from './api';
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
  const prior = new Map((b?.rows ?? []).map((r) => [r.account_id, r]));
  const lines: StatementLine[] = [{ key: 'head', label: 'Expenses by nature', kind: 'heading' }];
  for (const r of d.rows) {
    const before = prior.get(r.account_id);
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
        ...d.columns.map((c) => drillLink(r.drill, { functional_expense_id: c.functional_expense_id })),
        ...(unassigned ? [drillLink(r.drill, { functional_expense_id: 'none' })] : []),
        drillLink(r.drill),
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
