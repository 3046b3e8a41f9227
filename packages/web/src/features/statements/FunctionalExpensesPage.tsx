import { Alert } from '@mui/material';
import { useAuth } from '../../app/auth-store';
import { isZero, statementAmount } from './amounts';
import { useStatement } from './api';
import { ledgerLink } from './links';
import { type StatementParams, useStatementParams } from './params';
import { yearEarlier } from './periods';
import { StatementLayout } from './StatementLayout';
import { type StatementColumn, type StatementLine, StatementTable } from './StatementTable';
import type { FunctionalExpenses } from './wire';

const TITLE = 'Statement of Functional Expenses';

/**
 * /app/statement-of-functional-expenses: expense accounts (natural classification) by function. Lines with
 * no functional expense sit in a red Unassigned column, shown only when it is not zero, with what to fix.
 */
export default function FunctionalExpensesPage() {
  const auth = useAuth();
  const p = useStatementParams('period');
  const { current, prior } = useStatement<FunctionalExpenses>('/reports/functional-expenses', p, p.valid && (!auth.isSuperAdmin || p.companyId > 0));
  return (
    <StatementLayout
      title={TITLE}
      route="/reports/functional-expenses"
      params={p}
      current={current}
      prior={prior}
      companyName={current.data?.company_name}
      isEmpty={(d) => d.rows.length === 0}
      emptyText="No expenses were posted in this period."
    >
      {(d, before) => (
        <>
          {!isZero(d.unassigned) && (
            <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
              {statementAmount(d.unassigned)} of expenses have no functional expense, so this statement is not ready for the auditors. Open each red figure to
              see its ledger lines, then give each bill, check or journal entry line a functional expense (edit or void and re-enter it).
            </Alert>
          )}
          <Grid data={d} before={before} p={p} />
        </>
      )}
    </StatementLayout>
  );
}

function Grid({ data: d, before: b, p }: { data: FunctionalExpenses; before?: FunctionalExpenses; p: StatementParams }) {
  const unassigned = !isZero(d.unassigned);
  const columns: StatementColumn[] = [
    ...d.columns.map((c) => ({ key: String(c.functional_expense_id), label: c.name })),
    ...(unassigned ? [{ key: 'unassigned', label: 'Unassigned', alarm: true }] : []),
    { key: 'total', label: 'Total' },
    ...(b ? [{ key: 'prior', label: 'Total, prior year', prior: true }] : []),
  ];
  const priorP: StatementParams = { ...p, from: yearEarlier(p.from), to: yearEarlier(p.to) };
  const priorTotal = new Map((b?.rows ?? []).map((r) => [r.account_id, r.total]));
  const lines: StatementLine[] = [{ key: 'head', label: 'Expenses by nature', kind: 'heading' }];
  for (const r of d.rows) {
    const link = ledgerLink(r.account_id, p);
    lines.push({
      key: String(r.account_id),
      label: `${r.account_number} ${r.account_name}`,
      kind: 'row',
      depth: 1,
      amounts: [
        ...d.columns.map((c) => r.amounts[String(c.functional_expense_id)] ?? '0.00'),
        ...(unassigned ? [r.unassigned] : []),
        r.total,
        ...(b ? [priorTotal.get(r.account_id) ?? '0.00'] : []),
      ],
      links: [...d.columns.map(() => link), ...(unassigned ? [link] : []), link, ledgerLink(r.account_id, priorP)],
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
  return <StatementTable label={TITLE} columns={columns} lines={lines} />;
}
