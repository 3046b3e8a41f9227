/**
 * The bare server's money writes (issue 23 point 2): what each app write stores, by hand in one transaction:
 * BEGIN, ONE statement taking the row locks the app takes (company, bank account, bills, payments) and reading
 * what the rules need (the bank's balance), ONE writing statement (numbering, the record, its lines, the
 * posting's entry, lines and totals, status changes, as CTEs), COMMIT. No access checks, no validation, no
 * answer beyond the new id: the floor the app's writes are read against.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

type Body = Record<string, unknown>;
const cents = (v: unknown) => Math.round(Number(v) * 100);
const day = () => new Date().toISOString().slice(0, 10);

/** ledger_totals upsert of the posting's lines (CTE `jl` with account, fund program, functional expense, debit, credit) and their count. */
const totals = (company: string, date: string) => `t as (
  insert into ledger_totals (company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count)
  select ${company}, account_id, fund_program_id, functional_expense_id, date_trunc('month', ${date}::date), sum(debit_cents), sum(credit_cents), count(*)
  from jl group by account_id, fund_program_id, functional_expense_id order by account_id
  on conflict on constraint ledger_totals_key do update set debit_cents = ledger_totals.debit_cents + excluded.debit_cents,
    credit_cents = ledger_totals.credit_cents + excluded.credit_cents, line_count = ledger_totals.line_count + excluded.line_count)`;

/** Numbers, inserts and posts a one-line bill (Dr expense / Cr A/P): with the company row locked. */
const billWrite = `with n as (select coalesce(max(bill_number), 0) + 1 as n from bills where company_id = $1),
  b as (insert into bills (company_id, bill_number, reference, bill_due, vendor_id, amount_due_cents, account_id, account_payable_id,
          fund_program_id, functional_expense_id, bill_date, purchase_order_id) select $1, n.n, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 from n returning *),
  bl as (insert into bill_lines (company_id, bill_id, line_no, account_id, fund_program_id, functional_expense_id, amount_cents)
          select $1, b.id, 1, $6, $8, $9, $5 from b),
  e as (insert into journal_entries (company_id, entry_date, source_type, source_id, memo) select $1, $10, 'bill', b.id, 'Bill' from b returning id),
  jl as (insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id)
          select e.id, $1, $10, v.a, v.d, v.c, $8, $9, $4 from e, (values ($6::int, $5::bigint, 0::bigint), ($7::int, 0::bigint, $5::bigint)) v(a, d, c)
          returning account_id, fund_program_id, functional_expense_id, debit_cents, credit_cents),
  ${totals('$1::int', '$10')}
  select id from b`;
const billValues = (b: Body, company: number) => [
  company,
  b.refrence,
  b.bill_due,
  b.vendor_id,
  cents(b.amount_due),
  b.account_id,
  b.account_payable_id,
  b.fund_program_id,
  b.funtional_expenses_id,
  day(),
  b.purchase_order_id ?? null,
];

/** Pays a bill in full (Dr A/P / Cr bank, the bill's tags), bill to Paid: with bank account and bill locked. */
const payWrite = `with b as (select * from bills where id = $1),
  p as (insert into bill_payments (company_id, bill_id, account_payable_id, bank_account_id, amount_due_cents, payment_cents, payment_date)
        select b.company_id, b.id, b.account_payable_id, $2, b.amount_due_cents, b.amount_due_cents, $3 from b returning *),
  e as (insert into journal_entries (company_id, entry_date, source_type, source_id, memo) select p.company_id, $3, 'bill_payment', p.id, 'Payment' from p returning id),
  jl as (insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id)
         select e.id, b.company_id, $3, v.a, v.d, v.c, b.fund_program_id, b.functional_expense_id, b.vendor_id
         from e, b, lateral (values (b.account_payable_id, b.amount_due_cents, 0::bigint), ($2::int, 0::bigint, b.amount_due_cents)) v(a, d, c)
         returning account_id, fund_program_id, functional_expense_id, debit_cents, credit_cents),
  ${totals('(select company_id from b)', '$3')},
  s as (update bills set status = 2, updated_at = now() where id = $1)
  select id from p`;

/** Numbers a check on the bank account and puts the payment (and its bill) on it: with the bank account and payment locked. */
const checkWrite = `with p as (select p.*, b.vendor_id from bill_payments p join bills b on b.id = p.bill_id where p.id = $1),
  n as (select coalesce(max(check_number), 0) + 1 as n from checks where bank_account_id = $2),
  k as (insert into checks (company_id, bank_account_id, check_number, check_type, vendor_id, amount_cents, check_date, bill_id)
        select p.company_id, $2, n.n, $3, p.vendor_id, p.payment_cents, $4, $5 from p, n returning id),
  u as (update bill_payments set status = 3, check_id = (select id from k) where id = $1),
  s as (update bills set status = 3, updated_at = now() where id = (select bill_id from p))
  select id from k`;

export function writeRoutes(app: FastifyInstance, pool: pg.Pool) {
  const inTransaction = async (work: (c: pg.PoolClient) => Promise<number>) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const id = await work(client);
      await client.query('commit');
      return { status: 200, data: { id } };
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
  };
  const one = async (c: pg.PoolClient, text: string, values: unknown[]) => Number((await c.query(text, values)).rows[0]?.id);

  app.post('/createPayBills', async (req) => {
    const b = req.body as Body;
    return inTransaction(async (c) => {
      if (!b.purchase_order_id) await c.query('select id from companies where id = $1 for update', [b.company_id]);
      else {
        // A bill of a purchase order: the company and the order locked, what the order has left to bill read with them.
        const r = await c.query(
          `select o.vendor_id, o.status_id, coalesce(o.approved_total_cents, o.grand_total_cents)
                    - (select coalesce(sum(x.amount_due_cents), 0) from bills x where x.purchase_order_id = o.id and x.status <> 1) as open_cents
           from companies co, purchase_orders o where co.id = $1 and o.id = $2 and o.company_id = co.id for update of co, o`,
          [b.company_id, b.purchase_order_id],
        );
        const o = r.rows[0];
        if (!o || ![3, 4, 5].includes(o.status_id) || o.vendor_id !== b.vendor_id || BigInt(o.open_cents) < BigInt(cents(b.amount_due)))
          throw new Error('bare: order not billable');
      }
      return one(c, billWrite, billValues(b, Number(b.company_id)));
    });
  });

  // The app's body (one bill): the bank account and the bill locked, the balance read in the same statement.
  app.post('/createBillPayment', async (req) => {
    const b = req.body as Body & { bill_amount_info: Array<{ bill_id: number }> };
    const bill = b.bill_amount_info[0].bill_id;
    return inTransaction(async (c) => {
      const r = await c.query(
        `select b.amount_due_cents, (select coalesce(sum(debit_cents - credit_cents), 0) from ledger_totals where account_id = a.id) as balance
         from accounts a, bills b where a.id = $1 and b.id = $2 and b.status = 0 for update of a, b`,
        [b.account_id, bill],
      );
      if (!r.rowCount || BigInt(r.rows[0].balance) < BigInt(r.rows[0].amount_due_cents)) throw new Error('bare: bill not open or no funds');
      return one(c, payWrite, [bill, b.account_id, day()]);
    });
  });

  app.post('/createChecks', async (req) => {
    const b = req.body as Body & { check_list?: Array<{ bill_payment_id: number }> };
    const bank = Number(b.bank_account_id);
    if (b.check_type === 'voucher') {
      const payment = b.check_list![0].bill_payment_id;
      return inTransaction(async (c) => {
        await c.query('select 1 from accounts a, bill_payments p where a.id = $1 and p.id = $2 and p.status = 2 for update of a, p', [bank, payment]);
        return one(c, checkWrite, [payment, bank, 'voucher', day(), null]);
      });
    }
    // Standard: the bill (company lock), its payment (bank lock, balance) and its check, as the app does.
    return inTransaction(async (c) => {
      const company = Number(b.company_id);
      const r = await c.query(
        `select (select coalesce(sum(debit_cents - credit_cents), 0) from ledger_totals where account_id = a.id) as balance
         from accounts a, companies co where a.id = $1 and co.id = $2 for update of a, co`,
        [bank, company],
      );
      if (BigInt(r.rows[0].balance) < BigInt(cents(b.amount_due))) throw new Error('bare: no funds');
      const bill = await one(c, billWrite, billValues(b, company));
      const payment = await one(c, payWrite, [bill, bank, day()]);
      return one(c, checkWrite, [payment, bank, 'standard', day(), bill]);
    });
  });

  app.post('/createPurchaseOrder', async (req) => {
    const b = req.body as Body & { items: Array<{ description: string; quantity: string; unit_price: string }> };
    const items = b.items.map((i) => [i.description, Number(i.quantity), cents(i.unit_price), Math.round(Number(i.quantity) * cents(i.unit_price))] as const);
    const subtotal = items.reduce((s, i) => s + i[3], 0);
    const tax = Math.round((subtotal * Number(b.sales_tax)) / 100);
    const total = subtotal + tax + cents(b.freight);
    // Sent for approval at once: status Pending For Approval (2), Draft then Pending in its history, and a mail
    // to each of the company's supervisors (read with the company's lock) in the outbox.
    const sent = b.status_name === 'Pending For Approval';
    return inTransaction(async (c) => {
      const r = await c.query(
        sent
          ? `select coalesce((select array_agg(u.email order by u.id) from users u where u.company_id = co.id and u.approver and u.suspended_at is null),
                             '{}') as to from companies co where co.id = $1 for update`
          : 'select id from companies where id = $1 for update',
        [b.company_id],
      );
      const to: string[] = sent ? r.rows[0].to : [];
      if (sent && !to.length) throw new Error('bare: no supervisor');
      return one(
        c,
        `with n as (select coalesce(max(po_number), 0) + 1 as n from purchase_orders where company_id = $1),
           o as (insert into purchase_orders (company_id, po_number, vendor_id, status_id, freight_cents, sales_tax, subtotal_cents, tax_cents, grand_total_cents)
                 select $1, n.n, $2, $12, $3, $4, $5, $6, $7 from n returning id, po_number),
           i as (insert into purchase_order_items (purchase_order_id, line_no, description, quantity, unit_price_cents, amount_cents)
                 select o.id, x.k, x.d, x.q, x.u, x.a from o, unnest($8::text[], $9::numeric[], $10::bigint[], $11::bigint[]) with ordinality x(d, q, u, a, k)),
           h as (insert into purchase_order_status_history (purchase_order_id, from_status_id, to_status_id)
                 select o.id, s.f, s.t from o, (values (null::int, 1), (1, 2)) s(f, t) where s.t <= $12),
           m as (insert into outbox (to_address, subject, text_body)
                 select t, 'Purchase order ' || o.po_number || ' awaits your approval', 'Purchase order ' || o.po_number from o, unnest($13::text[]) t)
         select id from o`,
        [b.company_id, b.vendor_id, cents(b.freight), b.sales_tax, subtotal, tax, total, ...[0, 1, 2, 3].map((k) => items.map((i) => i[k])), sent ? 2 : 1, to],
      );
    });
  });
}
