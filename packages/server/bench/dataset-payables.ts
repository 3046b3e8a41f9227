/**
 * The payables part of the benchmark's dataset (issues 10-13), added once to the base dataset in set-based SQL
 * and reused: a fund program per company, 100,000 purchase orders (one item each), 1,000,000 bills posted
 * Dr 5200 / Cr 2000, 200,000 bill payments posted Dr 2000 / Cr 1000, and a voucher check for half of those
 * payments. The big company holds a tenth of each; its bank account (1000) is the hot row. Rules kept: numbers
 * consecutive per company (orders, bills) and per bank account (checks), balanced entries on the company's
 * own accounts, ledger_totals added to in the same transaction, and a deposit per company so no bank account
 * goes below zero. Triggers and foreign-key checks are off during the load (session_replication_role =
 * replica), so the ledger rules are checked afterwards (ledgerProblems), as the base dataset does.
 */
import type pg from 'pg';
import { openPostgres } from '../src/db/client.js';
import { ledgerProblems } from '../src/ledger/invariants.js';
import { REBUILD_KEPT_TOTALS } from '../src/ledger/kept-totals.js';

export const PAYABLES = { orders: 100_000, bills: 1_000_000, paidEvery: 5, checkedEvery: 10, bigShare: 10 };
const MARK = 'payables v1 complete';

export interface PayablesDataset {
  /** the big company's accounts the payables rows use */
  payableId: number;
  expenseId: number;
  fundProgramId: number;
  /** a vendor of the big company */
  vendorId: number;
}

async function describe(c: pg.Client, bigCompanyId: number): Promise<PayablesDataset> {
  const a = await c.query(
    `select min(id) filter (where account_number = '2000') as payable, min(id) filter (where account_number = '5200') as expense
     from accounts where company_id = $1`,
    [bigCompanyId],
  );
  const fp = await c.query('select min(id) as id from fund_programs where company_id = $1', [bigCompanyId]);
  const v = await c.query('select min(id) as id from vendors where company_id = $1', [bigCompanyId]);
  return { payableId: a.rows[0].payable, expenseId: a.rows[0].expense, fundProgramId: fp.rows[0].id, vendorId: v.rows[0].id };
}

/** Adds the payables data to the base dataset once (its mark in bench_meta), then reuses it. */
export async function ensurePayables(c: pg.Client, url: string, bigCompanyId: number, log: (s: string) => void): Promise<PayablesDataset> {
  const done = await c.query(`select value from bench_meta where key = 'payables'`);
  if (done.rows[0]?.value === MARK) {
    log('payables: reusing the ones already generated');
    return describe(c, bigCompanyId);
  }
  if ((await c.query('select 1 from bills limit 1')).rowCount)
    throw new Error('the bench database holds bills but no complete payables dataset: drop it and run again');
  const t0 = performance.now();
  const step = async (what: string, q: string, params: unknown[] = []) => {
    const t = performance.now();
    const r = await c.query(q, params);
    log(`  ${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return r;
  };
  const P = PAYABLES;
  await c.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '512MB'`);
  await c.query('begin');
  await c.query('set local session_replication_role = replica');
  // Secondary indexes are built once after the load (sorted builds) instead of row by row during it.
  const secondary = (
    await c.query(`select i.indexname, i.indexdef from pg_indexes i
      where i.tablename in ('journal_entries', 'journal_lines', 'purchase_orders', 'bills', 'bill_payments', 'checks')
        and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`)
  ).rows as Array<{ indexname: string; indexdef: string }>;
  for (const i of secondary) await c.query(`drop index ${i.indexname}`);
  // Company k (1 = the big one), its accounts, fund program and the entry/line id base of the load.
  await step('fund programs', `insert into fund_programs (company_id, name) select id, 'General ' || id from companies order by id`);
  await c.query(`create temp table bench_co on commit drop as
     select dense_rank() over (order by c.id)::int as k, c.id,
            (select id from accounts a where a.company_id = c.id and a.account_number = '1000') as bank,
            (select id from accounts a where a.company_id = c.id and a.account_number = '2000') as payable,
            (select id from accounts a where a.company_id = c.id and a.account_number = '3000') as equity,
            (select id from accounts a where a.company_id = c.id and a.account_number = '5200') as expense,
            (select min(id) from fund_programs f where f.company_id = c.id) as program
     from companies c`);
  await c.query('create unique index on bench_co (k)');
  const n = Number((await c.query('select count(*) from bench_co')).rows[0].count);
  const base = (await c.query('select coalesce(max(id), 0) as e, (select coalesce(max(id), 0) from journal_lines) as l from journal_entries')).rows[0];
  const E = Number(base.e);
  const L = Number(base.l);
  // Row g's company: the first 1/bigShare of the rows go to the big company, the rest round-robin.
  const companyOf = (total: number) => `case when g <= ${total / P.bigShare} then 1 else 1 + (g % ${n}) end`;
  const dated = `date '2024-01-01' + (g % 600)`;

  await step(
    'purchase orders',
    `insert into purchase_orders (id, company_id, po_number, vendor_id, status_id, shipping_method, payment_terms, freight_cents, sales_tax,
                                  subtotal_cents, tax_cents, grand_total_cents, approved_total_cents, created_at, updated_at)
     select g, co.id, row_number() over (partition by co.id order by g), v.id,
            case when co.k = 1 and g % 2 = 0 then 2 else 1 + g % 8 end, 'FedEx', 'Net 30', 0, 0,
            1000 + g % 90000, 0, 1000 + g % 90000, case when 1 + g % 8 in (3, 4, 5) then 1000 + g % 90000 end,
            ${dated}, ${dated}
     from generate_series(1, $1::int) g
     join bench_co co on co.k = ${companyOf(P.orders)}
     join vendors v on v.company_id = co.id and v.vendor_number = 1 + g % 100`,
    [P.orders],
  );
  await step(
    'purchase order items',
    `insert into purchase_order_items (purchase_order_id, line_no, description, quantity, unit_price_cents, amount_cents)
     select id, 1, 'Bench supplies', 1, subtotal_cents, subtotal_cents from purchase_orders`,
  );
  // Bills: status Paid (2) every paidEvery-th, of those Check (3) every checkedEvery-th, else Created (0).
  await step(
    'bills',
    `insert into bills (id, company_id, bill_number, reference, bill_due, memo, vendor_id, amount_due_cents, account_id, account_payable_id,
                        fund_program_id, functional_expense_id, status, bill_date, created_at, updated_at)
     select g, co.id, row_number() over (partition by co.id order by g), 'R' || g, ${dated} + 30, 'Bench bill', v.id,
            1000 + (g::bigint * 7919) % 100000, co.expense, co.payable, co.program, 1 + g % 3,
            case when g % ${P.checkedEvery} = 0 then 3 when g % ${P.paidEvery} = 0 then 2 else 0 end, ${dated}, ${dated}, ${dated}
     from generate_series(1, $1::int) g
     join bench_co co on co.k = ${companyOf(P.bills)}
     join vendors v on v.company_id = co.id and v.vendor_number = 1 + g % 100`,
    [P.bills],
  );
  await step(
    'bill payments',
    `insert into bill_payments (id, company_id, bill_id, account_payable_id, bank_account_id, amount_due_cents, discount_cents, payment_cents,
                                status, payment_date, created_at)
     select b.id / ${P.paidEvery}, b.company_id, b.id, b.account_payable_id, co.bank, b.amount_due_cents, 0, b.amount_due_cents,
            case when b.status = 3 then 3 else 2 end, b.bill_date + 10, b.created_at
     from bills b join bench_co co on co.id = b.company_id where b.status in (2, 3)`,
  );
  // One voucher check per checked payment, numbered per bank account in payment order.
  await step(
    'checks',
    `insert into checks (id, company_id, bank_account_id, check_number, check_type, vendor_id, memo, amount_cents, status, check_date, created_at)
     select p.id / 2, p.company_id, p.bank_account_id, row_number() over (partition by p.bank_account_id order by p.id), 'voucher', b.vendor_id,
            'Bench run', p.payment_cents, 1, p.payment_date, p.created_at
     from bill_payments p join bills b on b.id = p.bill_id where p.status = 3`,
  );
  await c.query(`insert into check_payments (check_id, bill_payment_id) select id / 2, id from bill_payments where status = 3;
                 update bill_payments set check_id = id / 2 where status = 3`);
  // Entries: a deposit per company (Dr bank / Cr 3000, enough for every payment), one per bill, one per payment.
  await step(
    'journal entries',
    `insert into journal_entries (id, company_id, entry_date, source_type, source_id, memo, created_at)
     select ${E} + k, id, date '2023-12-31', 'manual', null, 'Bench deposit', date '2023-12-31' from bench_co
     union all
     select ${E} + ${n} + id, company_id, bill_date, 'bill', id, 'Bench bill', created_at from bills
     union all
     select ${E} + ${n} + ${P.bills} + id, company_id, payment_date, 'bill_payment', id, 'Bench payment', created_at from bill_payments`,
  );
  await step(
    'journal lines',
    `insert into journal_lines (id, entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id, memo)
     select ${L} + 2 * co.k - 1 + s, ${E} + co.k, co.id, date '2023-12-31', case when s = 0 then co.bank else co.equity end,
            case when s = 0 then 100000000000 else 0 end, case when s = 1 then 100000000000 else 0 end, null, null, null, 'Bench deposit'
     from bench_co co cross join (values (0), (1)) x(s)
     union all
     select ${L} + 2 * ${n} + 2 * b.id - 1 + s, ${E} + ${n} + b.id, b.company_id, b.bill_date, case when s = 0 then b.account_id else b.account_payable_id end,
            case when s = 0 then b.amount_due_cents else 0 end, case when s = 1 then b.amount_due_cents else 0 end,
            b.fund_program_id, b.functional_expense_id, b.vendor_id, 'Bench bill'
     from bills b cross join (values (0), (1)) x(s)
     union all
     select ${L} + 2 * ${n} + 2 * ${P.bills} + 2 * p.id - 1 + s, ${E} + ${n} + ${P.bills} + p.id, p.company_id, p.payment_date,
            case when s = 0 then p.account_payable_id else p.bank_account_id end,
            case when s = 0 then p.payment_cents else 0 end, case when s = 1 then p.payment_cents else 0 end,
            b.fund_program_id, b.functional_expense_id, b.vendor_id, 'Bench payment'
     from bill_payments p join bills b on b.id = p.bill_id cross join (values (0), (1)) x(s)`,
  );
  await step(
    'ledger totals',
    `insert into ledger_totals (company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count)
     select company_id, account_id, fund_program_id, functional_expense_id, date_trunc('month', entry_date)::date, sum(debit_cents), sum(credit_cents), count(*)
     from journal_lines where id > ${L} group by 1, 2, 3, 4, 5
     on conflict on constraint ledger_totals_key
     do update set debit_cents = ledger_totals.debit_cents + excluded.debit_cents, credit_cents = ledger_totals.credit_cents + excluded.credit_cents,
       line_count = ledger_totals.line_count + excluded.line_count`,
  );
  await step('secondary indexes', secondary.map((i) => `${i.indexdef};`).join('\n'));
  for (const t of ['purchase_orders', 'purchase_order_items', 'bills', 'bill_payments', 'checks', 'journal_entries', 'journal_lines', 'fund_programs'])
    await c.query(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
  // Bulk inserts with triggers off: the kept totals (migration 0036) are rebuilt from what they keep.
  await step('kept totals', REBUILD_KEPT_TOTALS);
  await c.query('commit');
  await step('vacuum analyze', 'vacuum analyze');
  log(`payables: generated in ${((performance.now() - t0) / 1000).toFixed(1)} s; checking the ledger rules...`);
  const checked = await openPostgres(url, { statementTimeoutMs: 900_000 });
  const t1 = performance.now();
  const problems = await ledgerProblems(checked.db);
  await checked.close();
  if (problems.length) throw new Error(`the generated books are broken:\n${problems.slice(0, 10).join('\n')}`);
  log(`payables: every ledger rule holds (checked in ${((performance.now() - t1) / 1000).toFixed(1)} s)`);
  await c.query(`insert into bench_meta values ('payables', $1)`, [MARK]);
  return describe(c, bigCompanyId);
}
