import { BILL_STATUS, fromCents } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { ledgerProblems } from '../../src/ledger/invariants.js';
import { emptyTouched, type WorkflowModel } from './model.js';
import { verifyThroughApi } from './verify.js';
import type { World } from './world.js';

/** Where the previous check left the posted rows: their hash up to the highest ids then. */
interface PostedMark {
  lineId: number;
  entryId: number;
  hash: string;
}
const marks = new WeakMap<WorkflowModel, PostedMark>();

async function rows<T>(w: World, query: SQL): Promise<T[]> {
  return (await w.t.db.execute(query)).rows as T[];
}

/** Live entries of a source: posted, not a reversal, not reversed. */
const liveEntries = (sourceType: string, idColumn: SQL) => sql`(
  select count(*) from journal_entries e
  where e.source_type = ${sourceType} and e.source_id = ${idColumn} and e.reverses_entry_id is null
    and not exists (select 1 from journal_entries r where r.reverses_entry_id = e.id))`;

/**
 * Every status agrees with its postings and with the records standing on it (SQL over the run's companies):
 * each query answers the ids that break its rule.
 */
function statusRules(companies: SQL): Array<[string, SQL]> {
  return [
    [
      'a Void bill with a live posting, or a live bill without exactly one',
      sql`select b.id from bills b where b.company_id in ${companies}
      and ${liveEntries('bill', sql`b.id`)} <> case when b.status = 1 then 0 else 1 end`,
    ],
    [
      'a live bill whose live posting does not credit its payable with its amount',
      sql`select b.id from bills b where b.company_id in ${companies} and b.status <> 1 and b.amount_due_cents <> (
        select coalesce(sum(l.credit_cents - l.debit_cents), 0) from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.source_type = 'bill' and e.source_id = b.id and l.account_id = b.account_payable_id)`,
    ],
    [
      'a Void payment with a live posting, or a live payment without exactly one',
      sql`select p.id from bill_payments p where p.company_id in ${companies}
      and ${liveEntries('bill_payment', sql`p.id`)} <> case when p.status = 1 then 0 else 1 end`,
    ],
    [
      'a live payment whose postings do not take its payment out of its bank',
      sql`select p.id from bill_payments p where p.company_id in ${companies} and p.status <> 1 and p.payment_cents <> (
        select coalesce(sum(l.credit_cents - l.debit_cents), 0) from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.source_type = 'bill_payment' and e.source_id = p.id and l.account_id = p.bank_account_id)`,
    ],
    [
      'a voided document whose postings do not net to zero on every account',
      sql`select e.source_id from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.company_id in ${companies} and e.source_type in ('bill', 'bill_payment')
          and ((e.source_type = 'bill' and e.source_id in (select id from bills where status = 1))
            or (e.source_type = 'bill_payment' and e.source_id in (select id from bill_payments where status = 1)))
        group by e.source_type, e.source_id, l.account_id having sum(l.debit_cents) <> sum(l.credit_cents)`,
    ],
    [
      'a bill whose status disagrees with its live payment (Paid/Check: one, paying it in full, of the same status; Created/Void: none)',
      sql`select b.id from bills b left join bill_payments p on p.bill_id = b.id and p.status <> 1
        where b.company_id in ${companies} and (
          (b.status in (0, 1) and p.id is not null)
          or (b.status in (2, 3) and (p.id is null or p.status <> b.status or p.payment_cents + p.discount_cents <> b.amount_due_cents)))`,
    ],
    [
      'a payment on a check that is not standing, or a Check payment on none',
      sql`select p.id from bill_payments p left join checks c on c.id = p.check_id where p.company_id in ${companies}
        and ((p.status = 3) <> (c.id is not null and c.status = 1))`,
    ],
    [
      'a standing check whose amount is not the sum of its payments, or a Void check still holding one',
      sql`select c.id from checks c where c.company_id in ${companies} and
        case when c.status = 1 then c.amount_cents <> (select coalesce(sum(p.payment_cents), -1) from bill_payments p where p.check_id = c.id)
        else exists (select 1 from bill_payments p where p.check_id = c.id) end`,
    ],
    [
      'a Void deposit or transfer with a live posting, or a Posted one without exactly one',
      sql`select d.id from deposits d where d.company_id in ${companies}
        and ${liveEntries('deposit', sql`d.id`)} <> case when d.status = 1 then 0 else 1 end
      union all
      select t.id from transfers t where t.company_id in ${companies}
        and ${liveEntries('transfer', sql`t.id`)} <> case when t.status = 1 then 0 else 1 end`,
    ],
    [
      'a deposit whose postings do not put its total in its bank (nothing when Void)',
      sql`select d.id from deposits d where d.company_id in ${companies} and case when d.status = 1 then 0 else d.total_cents end <> (
        select coalesce(sum(l.debit_cents - l.credit_cents), 0) from journal_entries e join journal_lines l on l.entry_id = e.id
        where e.source_type = 'deposit' and e.source_id = d.id and l.account_id = d.bank_account_id)`,
    ],
    [
      'a transfer whose postings do not move its amount from one bank to the other (nothing when Void)',
      sql`select t.id from transfers t where t.company_id in ${companies} and exists (
        select 1 from (select
          coalesce(sum(l.credit_cents - l.debit_cents) filter (where l.account_id = t.from_bank_account_id), 0) as out_cents,
          coalesce(sum(l.debit_cents - l.credit_cents) filter (where l.account_id = t.to_bank_account_id), 0) as in_cents
          from journal_entries e join journal_lines l on l.entry_id = e.id where e.source_type = 'transfer' and e.source_id = t.id) x
        where x.out_cents <> case when t.status = 1 then 0 else t.amount_cents end or x.in_cents <> x.out_cents)`,
    ],
    [
      'a standing standard check whose bill is not on it',
      sql`select c.id from checks c join bills b on b.id = c.bill_id where c.company_id in ${companies} and c.check_type = 'standard' and c.status = 1
        and (b.status <> 3 or not exists (select 1 from bill_payments p where p.bill_id = b.id and p.check_id = c.id and p.status = 3))`,
    ],
  ];
}

/**
 * The whole-book invariants (every 100 steps and at the end): the ledger's own (every entry balances, the
 * totals table equals the lines, ...), each company's trial balance difference is 0.00, each bank balance
 * equals its lines, the model and the API and is never below zero, every record's status is the model's and
 * agrees with its postings, and nothing posted before the previous check has changed.
 */
export async function checkBooks(m: WorkflowModel, w: World, when: string): Promise<void> {
  await verifyThroughApi(m, w, m.sinceBooks, when);
  m.sinceBooks = emptyTouched();
  const problems: string[] = [...(await ledgerProblems(w.t.db))];
  const ids = w.companies.map((c) => c.id);
  const companies = sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

  for (const c of w.companies) {
    const tb = await c.treasurer.get(`/reports/trial-balance?as_of=${w.today()}`);
    if (tb.status !== 200) problems.push(`trial balance of company ${c.index}: ${tb.status} ${JSON.stringify(tb.body)}`);
    else if (tb.body.data.difference !== '0.00' || tb.body.data.total_debit !== tb.body.data.total_credit)
      problems.push(`trial balance of company ${c.index} is off: ${JSON.stringify({ ...tb.body.data, rows: undefined })}`);
  }

  // The payment screen offers exactly the model's open bills, each for what is still owed on it.
  for (const c of w.companies) {
    const open = [...m.bills.values()].filter((b) => b.company === c.index && b.status === BILL_STATUS.Created);
    const res = await c.treasurer.get(`/getBillByCompnayId/${c.payable}/${c.id}`);
    if (res.body.total !== open.length) problems.push(`company ${c.index} offers ${res.body.total} open bills, the model has ${open.length}`);
    for (const row of (res.body.data ?? []) as Array<{ id: number; amount_due: string }>) {
      const bill = m.bills.get(row.id);
      if (bill?.status !== BILL_STATUS.Created || fromCents(bill.amountCents) !== row.amount_due)
        problems.push(
          `open bill #${row.id} of company ${c.index} for ${row.amount_due}: the model has ${JSON.stringify(bill && { status: bill.status, amount: fromCents(bill.amountCents) })}`,
        );
    }
  }

  const banks = w.companies.flatMap((c) => c.banks.map((id) => ({ id, c })));
  const lineSums = new Map(
    (
      await rows<{ id: number; net: string }>(
        w,
        sql`select account_id as id, sum(debit_cents - credit_cents)::text as net from journal_lines where company_id in ${companies} group by account_id`,
      )
    ).map((r) => [Number(r.id), Number(r.net)]),
  );
  for (const { id, c } of banks) {
    const lines = lineSums.get(id) ?? 0;
    const api = (await c.treasurer.get(`/getBalanceByBankAcc/${id}`)).body.finalAmount;
    if (lines !== m.balance(id) || api !== fromCents(lines))
      problems.push(`bank ${id}: lines ${fromCents(lines)}, API ${api}, model ${fromCents(m.balance(id))}`);
    if (lines < 0) problems.push(`bank ${id} is below zero: ${fromCents(lines)}`);
  }

  // Every record of the run's companies is in the model with the model's status (nothing lost, nothing extra).
  const tables: Array<[string, SQL, Map<number, { status: number }>]> = [
    ['bill', sql`select id, status from bills where company_id in ${companies}`, m.bills],
    ['payment', sql`select id, status from bill_payments where company_id in ${companies}`, m.payments],
    ['check', sql`select id, status from checks where company_id in ${companies}`, m.checks],
    ['deposit', sql`select id, status from deposits where company_id in ${companies}`, m.deposits],
    ['transfer', sql`select id, status from transfers where company_id in ${companies}`, m.transfers],
  ];
  for (const [what, query, model] of tables) {
    const found = await rows<{ id: number; status: number }>(w, query);
    if (found.length !== model.size) problems.push(`${found.length} ${what}s in the database, ${model.size} in the model`);
    for (const r of found) {
      const expected = model.get(Number(r.id))?.status;
      if (expected !== Number(r.status)) problems.push(`${what} #${r.id}: status ${r.status} in the database, ${expected} in the model`);
    }
  }

  for (const [rule, query] of statusRules(companies))
    for (const r of await rows<{ id: number; source_id?: number }>(w, query)) problems.push(`${rule}: #${r.id ?? r.source_id}`);

  // Nothing posted changes: the posted rows up to the previous check hash as they did then.
  const hashUpTo = async (lineId: number, entryId: number) =>
    (
      await rows<{ h: string | null }>(
        w,
        sql`select md5(
          coalesce((select string_agg(concat_ws(',', id, entry_id, company_id, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id, entry_date), ';' order by id)
            from journal_lines where company_id in ${companies} and id <= ${lineId}), '') || '|' ||
          coalesce((select string_agg(concat_ws(',', id, company_id, entry_date, source_type, source_id, reverses_entry_id, memo), ';' order by id)
            from journal_entries where company_id in ${companies} and id <= ${entryId}), '')) as h`,
      )
    )[0].h as string;
  const before = marks.get(m);
  if (before && (await hashUpTo(before.lineId, before.entryId)) !== before.hash) problems.push('posted journal rows changed since the previous check');
  const [top] = await rows<{ line: number | null; entry: number | null }>(
    w,
    sql`select (select max(id) from journal_lines where company_id in ${companies}) as line, (select max(id) from journal_entries where company_id in ${companies}) as entry`,
  );
  const lineId = Number(top.line ?? 0);
  const entryId = Number(top.entry ?? 0);
  marks.set(m, { lineId, entryId, hash: await hashUpTo(lineId, entryId) });

  if (problems.length) throw new Error(`the books are wrong ${when}:\n  ${problems.join('\n  ')}`);
}
