/**
 * The tree's assessments as remittance runs post them (issue 27 points 3 and 6), added once to the tree of
 * dataset-tree.ts: one rule per district (10 % of unrestricted revenue) and, per assembly and month, the
 * `remittances` row linking the assembly's entry (Dr 5400 / Cr Due to District) to its district's (Dr Due
 * from / Cr Assessments). A roll-up then reads the links of 60,000 rows (remittance-links.ts) as it would after
 * a year of real runs, instead of finding none. The assembly's 5400 loses its intercompany mark, as a run's
 * child account has none: its lines are eliminated through the links; the district's revenue keeps its mark
 * (one account per assembly here), so both ways of eliminating are exercised and the figures stay the same.
 */
import type pg from 'pg';

const MARK = 'tree remittances v1';

export async function ensureTreeRemittances(c: pg.Client, log: (s: string) => void): Promise<void> {
  const done = await c.query(`select value from bench_meta where key = 'tree-remittances'`);
  if (done.rows[0]?.value === MARK) return;
  const t0 = performance.now();
  await c.query('begin');
  await c.query(`create temp table tree_rule on commit drop as
     select d.id as district_id, nextval(pg_get_serial_sequence('remittance_rules', 'id'))::int as rule_id
     from companies d where d.legal_name like 'Bench District %'`);
  await c.query(`insert into remittance_rules (id, parent_company_id, name, basis, percent_hundredths, created_by)
     select rule_id, district_id, 'Assessment 10 %', 'unrestricted_revenue', 1000, (select min(id) from users) from tree_rule`);
  // The dataset's memos say which entry is whose: 'Tree bench <kind> <assembly k>-<month>' (kind 1: the
  // assembly's side, kind 2: its district's).
  const res =
    await c.query(`insert into remittances (rule_id, parent_company_id, child_company_id, month, amount_cents, child_entry_id, parent_entry_id, created_by)
     select r.rule_id, a.parent_company_id, a.id, date_trunc('month', ce.entry_date)::date,
       (select sum(debit_cents) from journal_lines l where l.entry_id = ce.id), ce.id, pe.id, (select min(id) from users)
     from companies a
     join tree_rule r on r.district_id = a.parent_company_id
     cross join generate_series(1, 12) m
     join journal_entries ce on ce.company_id = a.id and ce.memo = 'Tree bench 1 ' || substring(a.legal_name from '[0-9]+$') || '-' || m
     join journal_entries pe on pe.company_id = a.parent_company_id and pe.memo = 'Tree bench 2 ' || substring(a.legal_name from '[0-9]+$') || '-' || m
     where a.legal_name like 'Bench Tree Assembly %'`);
  await c.query(`update accounts x set intercompany_role = null, counterparty_company_id = null
     from companies a where a.legal_name like 'Bench Tree Assembly %' and x.company_id = a.id and x.account_number = '5400'`);
  await c.query('commit');
  await c.query('vacuum analyze remittance_rules, remittances, accounts');
  log(`tree: ${res.rowCount} remittance rows linked in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await c.query(`insert into bench_meta values ('tree-remittances', $1)`, [MARK]);
}
