import { fromCents, toCents } from '@app/contract';
import { actor, type CompanyWorld, type DemoClock } from './world.js';

/**
 * Issue 29: each company gets an approved budget for the current year, so the first look at Budget against
 * Actual is filled. Made through the routes: the treasurer reads the year so far (the report without a budget
 * shows the actuals), budgets each account at that pace for twelve months (income 2 % above it, spending 4 %
 * above it, so the report shows both kinds of variance), spread evenly; the bookkeeper approves it.
 */
export async function approvedBudget(clock: DemoClock, w: CompanyWorld, today: string) {
  const treasurer = await actor(clock, w, 'treasurer');
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const report = (await treasurer.get(`/reports/budget-vs-actual?year=${year}&month=${month}`)).data as {
    rows: Array<{ account_id: number; kind: 'income' | 'expense'; ytd_actual: string }>;
  };
  const lines = report.rows
    .map((r) => {
      const pace = ((toCents(r.ytd_actual) ?? 0) * 12) / month;
      const annual = Math.round((pace * (r.kind === 'income' ? 102 : 104)) / 100);
      return { account_id: r.account_id, spread: 'even', annual: fromCents(annual) };
    })
    .filter((l) => (toCents(l.annual) ?? 0) > 0);
  if (!lines.length) return;
  const made = await treasurer.post('/budgets', { year, lines });
  const bookkeeper = await actor(clock, w, 'bookkeeper');
  await bookkeeper.post(`/budgets/${made.data.id}/approve`, {});
}
