/**
 * The deposits part of the benchmark's dataset (issue 25 point 7), added once in set-based SQL and reused:
 * 100,000 Sunday deposits of 10 lines each (1,000,000 deposit lines: the plate's cash, eight checks, one online
 * gift), a tenth of them in the big company, one in fifty void. They feed the deposit list only: they post no
 * journal entries (the list reads the deposit tables, never the ledger), so the base dataset's books, checked by
 * ledgerProblems, are left as they were. Foreign keys and triggers are off during the load (replica role), as the
 * payables load does; every row references its own company's bank account, income account and fund.
 */
import type pg from 'pg';

export const DEPOSITS = { deposits: 100_000, linesEach: 10, bigShare: 10 };
const MARK = 'deposits v1 complete';

/** Adds the deposits once (their mark in bench_meta), then reuses them. */
export async function ensureDeposits(c: pg.Client, bigCompanyId: number, log: (s: string) => void): Promise<void> {
  const done = await c.query(`select value from bench_meta where key = 'deposits'`);
  if (done.rows[0]?.value === MARK) {
    log('deposits: reusing the ones already generated');
    return;
  }
  if ((await c.query('select 1 from deposits limit 1')).rowCount)
    throw new Error('the bench database holds deposits but no complete deposits dataset: drop it and run again');
  const t0 = performance.now();
  const step = async (what: string, q: string) => {
    const t = performance.now();
    await c.query(q);
    log(`  ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  const D = DEPOSITS;
  await c.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '512MB'`);
  await c.query('begin');
  await c.query('set local session_replication_role = replica');
  // Each company's bank (1000), plate offerings (4010) and first fund; k numbers the companies for the spread.
  await c.query(`create temp table bench_dco on commit drop as
    select co.id, (row_number() over (order by co.id) - 1)::int as k,
           (select min(a.id) from accounts a where a.company_id = co.id and a.account_number = '1000') as bank,
           (select min(a.id) from accounts a where a.company_id = co.id and a.account_number = '4010') as income,
           (select min(f.id) from fund_programs f where f.company_id = co.id) as fund
    from companies co
    where exists (select 1 from accounts a where a.company_id = co.id and a.account_number = '1000')
      and exists (select 1 from fund_programs f where f.company_id = co.id)`);
  const { n, big } = (await c.query('select count(*)::int as n, min(k) filter (where id = $1) as big from bench_dco', [bigCompanyId])).rows[0];
  // Every tenth deposit is the big company's, the rest spread over every company.
  await step(
    'deposits',
    `insert into deposits (id, company_id, bank_account_id, deposit_date, memo, counted_by_1, counted_by_2, cash_cents, check_cents,
                           electronic_cents, total_cents, line_count, status, created_at)
     select g, co.id, co.bank, date '2024-01-07' + (g % 1000), 'Sunday offering ' || g, 'Ruth Usher', 'Amos Deacon',
            10000, 8 * 2500, 5000, 35000, ${D.linesEach}, case when g % 50 = 0 then 1 else 2 end, date '2024-01-07' + (g % 1000)
     from generate_series(1, ${D.deposits}) g
     join bench_dco co on co.k = case when g % ${D.bigShare} = 0 then ${big} else g % ${n} end`,
  );
  await step(
    'deposit lines',
    `insert into deposit_lines (id, deposit_id, company_id, line_no, account_id, fund_program_id, amount_cents, method, check_number, payer, memo)
     select (d.id - 1) * ${D.linesEach} + l, d.id, d.company_id, l, co.income, co.fund,
            case when l = 1 then 10000 when l = ${D.linesEach} then 5000 else 2500 end,
            case when l = 1 then 'cash' when l = ${D.linesEach} then 'electronic' else 'check' end,
            case when l between 2 and ${D.linesEach - 1} then (1000 + (d.id * 7 + l) % 9000)::text end,
            case when l = 1 then null when l = ${D.linesEach} then 'Online giving' else 'Giver ' || ((d.id * 13 + l) % 500) end,
            case when l = 1 then 'Plate' else '' end
     from deposits d join bench_dco co on co.id = d.company_id cross join generate_series(1, ${D.linesEach}) l`,
  );
  await c.query(`select setval(pg_get_serial_sequence('deposits', 'id'), (select max(id) from deposits));
                 select setval(pg_get_serial_sequence('deposit_lines', 'id'), (select max(id) from deposit_lines))`);
  await c.query('commit');
  await step('vacuum analyze', 'vacuum analyze deposits, deposit_lines');
  await c.query(`insert into bench_meta values ('deposits', $1)`, [MARK]);
  log(`deposits: generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
