/**
 * The bench rows of budgets (issue 29): budget against actual of the 1M-line company (every fund, then one
 * fund) and its board packet PDF with every section. The company gets this year's budget once, copied from
 * last year's actuals plus 3 % through the API (a second run finds it).
 */
import type pg from 'pg';
import type { Kit, Row } from './payables-rows.js';

const SECTIONS = 'financial_position,activities,budget_vs_actual,fund_balances,bank_reconciliation,checks';

export async function budgetRows(c: pg.Client, k: Kit, app: string, big: number, cu: Record<string, string>): Promise<Row[]> {
  const today = new Date().toISOString().slice(0, 10);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${app}/api/v1${path}`, {
      method,
      headers: { ...cu, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { data?: unknown; message?: string } };
  };
  const list = await call('GET', '/budgets');
  if (!(list.body.data as Array<{ year: number }>).some((b) => b.year === year)) {
    const made = await call('POST', '/budgets/copy', { from_year: year - 1, to_year: year, source: 'actuals', percent: 3 });
    if (made.status !== 200) throw new Error(`bench budget: the copy answered ${made.status} ${made.body.message}`);
  }
  const fund = (await c.query('select min(id) as id from fund_programs where company_id = $1', [big])).rows[0]?.id as number | null;
  const read = (name: string, path: string, ms: number, n = 20): Row => ({
    name,
    target: ms >= 1000 ? `< ${ms / 1000} s` : `< ${ms} ms`,
    async run() {
      const f = await k.single('app', { path, headers: cu }, n);
      if (f.status !== 200) throw new Error(`${name}: the app answered ${f.status}`);
      return { app: { p50: f.p50, p99: f.p99 }, met: f.p50 < ms };
    },
  });
  const report = `/api/v1/reports/budget-vs-actual?year=${year}&month=${month}`;
  return [
    read('budget against actual, 1M-line company, single', report, 200),
    ...(fund ? [read('budget against actual, one fund, 1M-line company, single', `${report}&fund_program_id=${fund}`, 200)] : []),
    read(
      'budget: board packet PDF, six sections, 1M-line company, single',
      `/api/v1/reports/board-packet?year=${year}&month=${month}&sections=${SECTIONS}`,
      5000,
      5,
    ),
  ];
}
