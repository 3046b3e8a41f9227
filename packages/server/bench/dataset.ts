/**
 * The benchmark's dataset (issue 9), generated once in set-based SQL and reused: 500 companies with the
 * standard chart, 50,000 vendors, 5,000,000 journal lines (2,500,000 balanced two-line entries), one company
 * holding 1,000,000 of them, dated from 2022 to today, ledger_totals filled from the lines. The bulk insert
 * runs with triggers and foreign-key checks off (session_replication_role = replica), so every ledger rule
 * the triggers would check is checked afterwards in one pass each: balanced entries, lines on their
 * company's accounts, line date = entry date, totals = sums of lines.
 */
import { BANK_ACCOUNT_TYPES } from '@app/contract';
import pg from 'pg';
import { openPostgres } from '../src/db/client.js';
import { ledgerProblems } from '../src/ledger/invariants.js';
import { REBUILD_KEPT_TOTALS } from '../src/ledger/kept-totals.js';
import { STANDARD_CHART } from '../src/modules/accounts/standard-chart.js';
import { hashPassword } from '../src/modules/auth/passwords.js';

export const SIZE = { companies: 500, vendorsPerCompany: 100, entries: 2_500_000, bigEntries: 500_000 };
export const ADMIN = { email: 'bench-admin@example.org', password: 'Bench-pass-1' };
export const USER = { email: 'bench-treasurer@example.org', password: 'Bench-pass-1' };
const MARK = 'v1 complete';

export interface Dataset {
  bigCompanyId: number;
  /** the big company's Operating Checking account (the bank account of POST /journals on one account) */
  bankAccountId: number;
  /** the big company's accounts that are not bank or cash: what a posting on the one bank account credits (crediting
   *  another bank account would, run after run, drain it until the app refuses the overdraft with a 409) */
  accountIds: number[];
}

async function describe(c: pg.Client): Promise<Dataset> {
  const big = await c.query(`select id from companies where legal_name = 'Bench Assembly 1'`);
  const bigCompanyId = big.rows[0].id as number;
  const accts = await c.query('select id, account_number, account_type_id from accounts where company_id = $1 order by account_number', [bigCompanyId]);
  return {
    bigCompanyId,
    bankAccountId: accts.rows.find((r) => r.account_number === '1000').id,
    accountIds: accts.rows.filter((r) => !BANK_ACCOUNT_TYPES.has(r.account_type_id as number)).map((r) => r.id as number),
  };
}

/** Creates (first run) or reuses the dataset in the database at url. */
export async function ensureDataset(url: string, log: (s: string) => void): Promise<Dataset> {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`create database "${name}"`);
  await admin.end();
  const migrated = await openPostgres(url); // migrations
  await migrated.close();

  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query('create table if not exists bench_meta (key text primary key, value text not null)');
  const done = await c.query(`select value from bench_meta where key = 'dataset'`);
  if (done.rows[0]?.value === MARK) {
    log('dataset: reusing the one already generated');
    const d = await describe(c);
    await c.end();
    return d;
  }
  if ((await c.query('select 1 from companies limit 1')).rowCount)
    throw new Error(`${name} holds data but no complete bench dataset: drop it (dropdb ${name}) and run again`);

  const t0 = performance.now();
  const step = async (what: string, q: string, params: unknown[] = []) => {
    const t = performance.now();
    const r = await c.query(q, params);
    log(`  ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return r;
  };
  await c.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '1GB'`);
  await c.query('begin');
  await c.query('set local session_replication_role = replica');
  const hash = await hashPassword(ADMIN.password);
  await step(
    'users and companies',
    `insert into companies (legal_name, company_type, ein, primary_first_name, primary_last_name, email, access_level_id)
     select 'Bench Assembly ' || g, 'Non-Profit', '12-' || lpad(g::text, 7, '0'), 'Pat', 'Treasurer', 'office' || g || '@bench.test', 1
     from generate_series(1, $1::int) g`,
    [SIZE.companies],
  );
  await c.query(
    `insert into users (email, password_hash, first_name, last_name, is_super_admin) values ($1, $3, 'Bench', 'Admin', true);
     `
      .replace('$1', `'${ADMIN.email}'`)
      .replace('$3', `'${hash}'`),
  );
  await c.query(
    `insert into users (email, password_hash, first_name, last_name, company_id, role_id, access_level_id)
     select $1, $2, 'Terry', 'Bench', (select id from companies where legal_name = 'Bench Assembly 1'),
            (select id from roles where name = 'Treasurer' and access_level_id = 1), 1`,
    [USER.email, hash],
  );
  const chart = STANDARD_CHART.map((a, n) => `(${n}, '${a.accountNumber}', '${a.accountName.replace(/'/g, "''")}', ${a.accountTypeId})`).join(', ');
  await step(
    'accounts',
    `insert into accounts (company_id, account_number, account_name, account_type_id, level)
     select c.id, s.num, s.name, s.type, 1 from companies c cross join (values ${chart}) s(n, num, name, type) order by c.id, s.n`,
  );
  await step(
    'vendors',
    `insert into vendors (company_id, vendor_number, name, ein, contact_number, billing_address_line_1, billing_city, billing_state, billing_zip_code)
     select c.id, g, 'Vendor ' || c.id || '-' || g, '98-' || lpad(g::text, 7, '0'), '555-0100', g || ' Main St', 'Dallas', 'TX', '75001'
     from companies c cross join generate_series(1, $1::int) g`,
    [SIZE.vendorsPerCompany],
  );
  // Company k (1-based, in id order) and the chart position n of each account.
  await c.query(`create temp table bench_acct as
     select dense_rank() over (order by c.id)::int as k, c.id as company_id, a.id, (row_number() over (partition by c.id order by a.account_number) - 1)::int as n
     from companies c join accounts a on a.company_id = c.id`);
  await c.query('create index on bench_acct (k, n)');
  // Secondary indexes are built once after the load (sorted builds) instead of row by row during it.
  const secondary = (
    await c.query(`select i.indexname, i.indexdef from pg_indexes i
      where i.tablename in ('journal_entries', 'journal_lines') and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`)
  ).rows as Array<{ indexname: string; indexdef: string }>;
  for (const i of secondary) await c.query(`drop index ${i.indexname}`);
  const K = STANDARD_CHART.length;
  const others = SIZE.companies - 1;
  const days = `(current_date - date '2022-01-01')`;
  await step(
    'journal entries',
    `insert into journal_entries (id, company_id, entry_date, source_type, memo)
     select g, a.company_id, date '2022-01-01' + ((g::bigint * 7919) % (${days} + 1))::int, 'manual', 'Bench entry ' || g
     from generate_series(1, $2::int) g
     join bench_acct a on a.n = 0 and a.k = case when g <= $1 then 1 else 2 + (g - $1 - 1) % $3 end`,
    [SIZE.bigEntries, SIZE.entries, others],
  );
  await step(
    'journal lines',
    `insert into journal_lines (id, entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, functional_expense_id, memo)
     select 2 * e.id - 1 + side, e.id, e.company_id, e.entry_date, a.id,
            case when side = 0 then amount else 0 end, case when side = 1 then amount else 0 end,
            case when e.id % 3 = 0 then 1 + e.id % 3 end, ''
     from (select e.*, 100 + (e.id::bigint * 104729) % 500000 as amount,
                  case when e.id <= $1 then 1 else 2 + (e.id - $1 - 1) % $2 end as k,
                  (e.id * 31) % ${K} as n1
           from journal_entries e) e
     cross join (values (0), (1)) s(side)
     join bench_acct a on a.k = e.k and a.n = case when side = 0 then e.n1 else (e.n1 + 1 + e.id % ${K - 1}) % ${K} end`,
    [SIZE.bigEntries, others],
  );
  await step('secondary indexes', secondary.map((i) => `${i.indexdef};`).join('\n'));
  await step(
    'ledger totals',
    `insert into ledger_totals (company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count)
     select company_id, account_id, fund_program_id, functional_expense_id, date_trunc('month', entry_date)::date, sum(debit_cents), sum(credit_cents), count(*)
     from journal_lines group by 1, 2, 3, 4, 5`,
  );
  await c.query(`select setval('journal_entries_id_seq', (select max(id) from journal_entries));
                 select setval('journal_lines_id_seq', (select max(id) from journal_lines))`);
  // Bulk inserts with triggers off: the kept totals (migration 0036) are rebuilt from what they keep.
  await step('kept totals', REBUILD_KEPT_TOTALS);
  await c.query('commit');
  await step('vacuum analyze', 'vacuum analyze');
  log(`dataset: generated in ${((performance.now() - t0) / 1000).toFixed(1)} s; checking the ledger rules...`);
  const checked = await openPostgres(url, { statementTimeoutMs: 600_000 });
  const t1 = performance.now();
  const problems = await ledgerProblems(checked.db);
  await checked.close();
  if (problems.length) throw new Error(`the generated books are broken:\n${problems.slice(0, 10).join('\n')}`);
  log(`dataset: every ledger rule holds (checked in ${((performance.now() - t1) / 1000).toFixed(1)} s)`);
  await c.query(`insert into bench_meta values ('dataset', $1)`, [MARK]);
  const d = await describe(c);
  await c.end();
  return d;
}
