/**
 * The denomination's tree for the roll-up rows (issue 27 point 6), added once to the base dataset in set-based
 * SQL: a national office, 10 regions, 100 districts and 5,000 assemblies (50 a district), each with the
 * standard chart mapped to standard_accounts, and last year's books: per assembly and month an offering
 * (Dr 1000 / Cr 4010) and its 10 % assessment (Dr 5400 / Cr 2300 Due to District), and in its district the
 * assessment's other side (Dr Due from the assembly / Cr Assessments of the assembly), every 50th assembly's
 * December booked 5.00 higher by its district (a mismatch for the report). ledger_totals filled from the
 * lines; the ledger rules checked afterwards (ledgerProblems), as the base dataset does.
 */
import type pg from 'pg';
import { openPostgres } from '../src/db/client.js';
import { ledgerProblems } from '../src/ledger/invariants.js';
import { REBUILD_KEPT_TOTALS } from '../src/ledger/kept-totals.js';

export const TREE = { regions: 10, districts: 100, assemblies: 5_000 };
const MARK = 'tree v1 complete';

export interface TreeDataset {
  nationalId: number;
  districtId: number;
  /** the year of the books */
  year: number;
}

async function describe(c: pg.Client): Promise<TreeDataset> {
  const n = await c.query(`select id from companies where legal_name = 'Bench National Office'`);
  const d = await c.query(`select id from companies where legal_name = 'Bench District 1'`);
  return { nationalId: n.rows[0].id, districtId: d.rows[0].id, year: new Date().getFullYear() - 1 };
}

/** Adds the tree once (its mark in bench_meta), then reuses it. `size` scales it down for a quick check. */
export async function ensureTree(c: pg.Client, url: string, log: (s: string) => void, size = TREE): Promise<TreeDataset> {
  const done = await c.query(`select value from bench_meta where key = 'tree'`);
  if (done.rows[0]?.value === MARK) {
    log('tree: reusing the one already generated');
    return describe(c);
  }
  const t0 = performance.now();
  const step = async (what: string, q: string, params: unknown[] = []) => {
    const t = performance.now();
    const r = await c.query(q, params);
    log(`  ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return r;
  };
  const year = new Date().getFullYear() - 1;
  await c.query(`set synchronous_commit = off; set work_mem = '512MB'`);
  await c.query('begin');
  await c.query('set local session_replication_role = replica');
  // level 0 national, 1 region, 2 district, 3 assembly; k numbers each level from 1; parent_k its parent's.
  await c.query(`create temp table tree (level int, k int, parent_k int, name text, id int, parent_id int) on commit drop`);
  await c.query(
    `insert into tree (level, k, parent_k, name)
     select 0, 1, null, 'Bench National Office'
     union all select 1, g, 1, 'Bench Region ' || g from generate_series(1, $1::int) g
     union all select 2, g, 1 + (g - 1) % $1, 'Bench District ' || g from generate_series(1, $2::int) g
     union all select 3, g, 1 + (g - 1) % $2, 'Bench Tree Assembly ' || g from generate_series(1, $3::int) g`,
    [size.regions, size.districts, size.assemblies],
  );
  await step(
    'tree companies',
    `insert into companies (legal_name, company_type, ein, primary_first_name, primary_last_name, email, access_level_id)
     select name, 'Non-Profit', '13-' || lpad((level * 100000 + k)::text, 7, '0'), 'Pat', 'Treasurer', 'tree' || level || '-' || k || '@bench.test', 1
     from tree order by level, k`,
  );
  await c.query(`update tree t set id = c.id from companies c where c.legal_name = t.name`);
  await c.query(`update tree t set parent_id = p.id from tree p where p.level = t.level - 1 and p.k = t.parent_k`);
  await c.query(`update companies c set parent_company_id = t.parent_id from tree t where t.id = c.id`);
  await step(
    'tree charts (standard, mapped)',
    `insert into accounts (company_id, account_number, account_name, account_type_id, level, standard_account_id)
     select t.id, s.account_number, s.account_name, s.account_type_id, 1, s.id from tree t cross join standard_accounts s`,
  );
  await step(
    'intercompany accounts',
    `insert into accounts (company_id, account_number, account_name, account_type_id, level, intercompany_role, counterparty_company_id)
     select a.parent_id, '13' || lpad(a.k::text, 5, '0'), 'Due from ' || a.name, 3, 1, 'due_from', a.id from tree a where a.level = 3
     union all
     select a.parent_id, '45' || lpad(a.k::text, 5, '0'), 'Assessments - ' || a.name, 10, 1, 'remittance_revenue', a.id from tree a where a.level = 3
     union all
     select a.id, '2300', 'Due to District', 7, 1, 'due_to', a.parent_id from tree a where a.level = 3`,
  );
  await c.query(`update accounts x set intercompany_role = 'remittance_expense', counterparty_company_id = a.parent_id
     from tree a where a.level = 3 and x.company_id = a.id and x.account_number = '5400'`);
  // Each assembly's accounts and its district's accounts for it, one row per assembly.
  await c.query(`create temp table tree_acct on commit drop as
     select a.id as company_id, a.parent_id as district_id, a.k,
       max(x.id) filter (where x.company_id = a.id and x.account_number = '1000') as bank,
       max(x.id) filter (where x.company_id = a.id and x.account_number = '4010') as offering,
       max(x.id) filter (where x.company_id = a.id and x.account_number = '5400') as assessment,
       max(x.id) filter (where x.company_id = a.id and x.account_number = '2300') as due_to,
       max(x.id) filter (where x.company_id = a.parent_id and x.account_number = '13' || lpad(a.k::text, 5, '0')) as due_from,
       max(x.id) filter (where x.company_id = a.parent_id and x.account_number = '45' || lpad(a.k::text, 5, '0')) as revenue
     from tree a join accounts x on x.company_id in (a.id, a.parent_id) where a.level = 3 group by 1, 2, 3`);
  // kind 0: offering, 1: assessment (assembly), 2: assessment (district); amounts in cents.
  const base = Number((await c.query('select coalesce(max(id), 0) as m from journal_entries')).rows[0].m);
  await c.query(`create temp table tree_entry on commit drop as
     select ${base} + row_number() over (order by a.k, m, kind) as id, a.*, kind,
       (make_date(${year}, m, 1) + interval '1 month - 1 day')::date as day,
       case when kind = 0 then 100000 + (a.k * 7919 + m * 104729) % 400000 else 0 end as offering_cents, m
     from tree_acct a cross join generate_series(1, 12) m cross join (values (0), (1), (2)) s(kind)`);
  await c.query(
    `update tree_entry e set offering_cents = o.offering_cents from tree_entry o where o.company_id = e.company_id and o.m = e.m and o.kind = 0 and e.kind > 0`,
  );
  await step(
    'tree entries',
    `insert into journal_entries (id, company_id, entry_date, source_type, memo)
     select id, case when kind = 2 then district_id else company_id end, day, 'manual', 'Tree bench ' || kind || ' ' || k || '-' || m from tree_entry`,
  );
  await step(
    'tree lines',
    `insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, memo)
     select e.id, case when kind = 2 then district_id else company_id end, day,
       case kind when 0 then (case side when 0 then bank else offering end)
                 when 1 then (case side when 0 then assessment else due_to end)
                 else (case side when 0 then due_from else revenue end) end,
       case when side = 0 then amt else 0 end, case when side = 1 then amt else 0 end, ''
     from (select e.*, case when kind = 0 then offering_cents
                            else offering_cents / 10 + case when kind = 2 and m = 12 and k % 50 = 0 then 500 else 0 end end as amt
           from tree_entry e) e cross join (values (0), (1)) s(side)`,
  );
  await step(
    'tree ledger totals',
    `insert into ledger_totals (company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count)
     select company_id, account_id, fund_program_id, functional_expense_id, date_trunc('month', entry_date)::date, sum(debit_cents), sum(credit_cents), count(*)
     from journal_lines where company_id in (select id from tree) group by 1, 2, 3, 4, 5`,
  );
  await c.query(`select setval('journal_entries_id_seq', (select max(id) from journal_entries))`);
  // Bulk inserts with triggers off: the kept totals (migration 0036) are rebuilt from what they keep.
  await step('kept totals', REBUILD_KEPT_TOTALS);
  await c.query('commit');
  await step('vacuum analyze', 'vacuum analyze companies, accounts, journal_lines, ledger_totals');
  const checked = await openPostgres(url, { statementTimeoutMs: 600_000 });
  const problems = await ledgerProblems(checked.db);
  await checked.close();
  if (problems.length) throw new Error(`the generated tree's books are broken:\n${problems.slice(0, 10).join('\n')}`);
  log(`tree: generated and checked in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await c.query(`insert into bench_meta values ('tree', $1)`, [MARK]);
  return describe(c);
}
