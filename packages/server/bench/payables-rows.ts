/**
 * The bench rows of the payables (issues 10-13): purchase orders, bills, bill payments and checks, their lists
 * against the bare server's core SQL (serve-bare-payables.ts) and their writes against targets. Writes that
 * consume a row (approving an order, paying a bill, putting a payment on a check) take each from a list read
 * beforehand, once.
 */
import pg from 'pg';
import type { PayablesDataset } from './dataset-payables.js';
import type { Target } from './load.js';

export interface Fig {
  rps?: number;
  p50: number;
  p99: number;
  errors?: number;
}
export interface Row {
  name: string;
  target: string;
  run(): Promise<{ app: Fig; bare?: Fig; met: boolean; trips?: string }>;
}
export interface Kit {
  versus(name: string, a: Target, b: Target, connections?: number): Row;
  /** a money write against its bare baseline (the same body to both), 20 clients, with its statements per write */
  writeVersus(name: string, a: Target, b: Target): Row;
  /** autocannon on the app only, `connections` clients; met when req/s >= `min` without errors */
  write(name: string, a: Target, connections: number, min: number): Row;
  single(base: 'app', t: Target, n?: number): Promise<{ p50: number; p99: number; status: number }>;
}

/** `row`, with `before` run first (a read of the rows it consumes, made when it starts). */
const refilled = (row: Row, before: () => Promise<void>): Row => ({
  ...row,
  async run() {
    await before();
    return row.run();
  },
});

/** Hands out each id once (a consumed row cannot be approved or paid twice). */
const once = (ids: number[]) => {
  let i = 0;
  return () => {
    if (i >= ids.length) throw new Error('bench: ran out of rows to consume; lower BENCH_SECONDS');
    return ids[i++];
  };
};

export async function payablesRows(
  c: pg.Client,
  k: Kit,
  d: { big: number; bank: number; url: string } & PayablesDataset,
  sa: Record<string, string>,
  cu: Record<string, string>,
) {
  const ids = async (sql: string, values: unknown[] = []) => (await c.query(sql, values)).rows.map((r) => Number(r.id));
  // Read when the approve row starts, so it also finds the orders the row before it sent for approval (a run
  // consumes about as many as that row makes; read up front, a reused dataset ran out of them).
  const pendingIds = async () => {
    const late = new pg.Client({ connectionString: d.url }); // the setup's client is closed by then
    await late.connect();
    try {
      return (await late.query('select id from purchase_orders where company_id = $1 and status_id = 2 order by id', [d.big])).rows.map((r) => Number(r.id));
    } finally {
      await late.end();
    }
  };
  let pending = once([]);
  const unpaidBig = once(
    await ids('select id from bills where company_id = $1 and account_payable_id = $2 and status = 0 order by id desc', [d.big, d.payableId]),
  );
  // Unpaid bills of every other company, interleaved so consecutive requests hit different bank accounts.
  const spread = (
    await c.query(
      `select b.id, b.company_id, b.account_payable_id as payable, b.amount_due_cents as cents,
              (select id from accounts a where a.company_id = b.company_id and a.account_number = '1000') as bank
       from (select *, row_number() over (partition by company_id order by id desc) as r from bills where status = 0 and company_id <> $1) b
       where r <= 60 order by r, company_id`,
      [d.big],
    )
  ).rows as Array<{ id: number; company_id: number; payable: number; cents: string; bank: number }>;
  let s = 0;
  const nextSpread = () => spread[s++ % spread.length];
  const paidBig = once(await ids('select id from bill_payments where bank_account_id = $1 and status = 2 and check_id is null order by id desc', [d.bank]));
  const printRun = await ids('select id from checks where bank_account_id = $1 order by check_number desc limit 300', [d.bank]);
  const vendor = (await c.query('select min(id) as id from vendors where company_id = $1 and vendor_number = 2', [d.big])).rows[0].id;
  const today = new Date().toISOString().slice(0, 10);
  // Orders a bill may name (Approved, Pending Vendor, Completed) with room for the bench's 12.34 bill: handed out in
  // turn, each as long as its room holds another (a fast machine billed more than the big company's 1,250 orders
  // once each in a 3-second run).
  const billable = (
    await c.query(
      `select o.id, o.vendor_id, coalesce(o.approved_total_cents, o.grand_total_cents) - (select coalesce(sum(b.amount_due_cents), 0) from bills b
               where b.purchase_order_id = o.id and b.status <> 1) as room
         from purchase_orders o where o.company_id = $1 and o.status_id in (3, 4, 5)
       order by o.id desc limit 20000`,
      [d.big],
    )
  ).rows
    .map((o) => ({ id: Number(o.id), vendor_id: Number(o.vendor_id), room: Number(o.room) }))
    .filter((o) => o.room >= 1234);
  let nextBillable = 0;
  // An order sent for approval needs a supervisor of the company other than its sender: one bench supervisor.
  await c.query(
    `insert into users (email, password_hash, first_name, last_name, company_id, role_id, access_level_id, approver)
     select 'bench-supervisor@example.org', 'x', 'Bench', 'Supervisor', $1, (select id from roles where name = 'Treasurer' and access_level_id = 1), 1, true
     where not exists (select 1 from users where email = 'bench-supervisor@example.org')`,
    [d.big],
  );
  const amounts = new Map<number, string>(
    (await c.query('select id, amount_due_cents from bills where company_id = $1 and status = 0', [d.big])).rows.map((r) => [
      Number(r.id),
      (Number(r.amount_due_cents) / 100).toFixed(2),
    ]),
  );
  const pay = (company: number, payable: number, bank: number, bill: number, amount: string) => ({
    company_id: company,
    account_payable_id: payable,
    account_id: bank,
    bill_amount_info: [{ bill_id: bill, amount_due: amount, discount: '0' }],
    button_status: 'save',
  });
  const order = () => ({
    company_id: d.big,
    vendor_id: vendor,
    shipping_method: 'FedEx',
    payment_terms: 'Net 30',
    required_by_date: '2099-01-15',
    freight: '10.00',
    sales_tax: '7.25',
    status_name: 'Draft',
    items: [{ description: 'Hymnals', quantity: '2', unit_price: '10.50' }],
  });
  const bill = () => ({
    company_id: d.big,
    refrence: `B${Math.floor(Math.random() * 1e8)}`,
    bill_due: today,
    vendor_id: vendor,
    amount_due: '12.34',
    account_payable_id: d.payableId,
    account_id: d.expenseId,
    fund_program_id: d.fundProgramId,
    funtional_expenses_id: 1,
  });
  const billOfOrder = () => {
    for (let tried = 0; tried < billable.length && billable[nextBillable % billable.length].room < 1234; tried++) nextBillable++;
    const o = billable[nextBillable++ % billable.length];
    if (!o || o.room < 1234) throw new Error('bench: ran out of orders to bill; lower BENCH_SECONDS');
    o.room -= 1234;
    return { ...bill(), vendor_id: o.vendor_id, purchase_order_id: o.id };
  };
  const orderSent = () => ({ ...order(), status_name: 'Pending For Approval' });
  const payBig = () => {
    const id = unpaidBig();
    return pay(d.big, d.payableId, d.bank, id, amounts.get(id)!);
  };
  const paySpread = () => {
    const b = nextSpread();
    return pay(b.company_id, b.payable, b.bank, b.id, (Number(b.cents) / 100).toFixed(2));
  };
  const voucher = () => ({
    company_id: d.big,
    check_type: 'voucher',
    check_number: '',
    memo: 'Bench',
    bank_account_id: d.bank,
    check_list: [{ bill_payment_id: paidBig() }],
  });
  // A standard check's reference is digits only (its own invoice each time: the same one asks first).
  const standard = () => ({
    ...bill(),
    refrence: String(Math.floor(Math.random() * 1e9)),
    check_type: 'standard',
    memo: 'Bench',
    bank_account_id: d.bank,
    check_number: '',
    bill_due: '2099-01-15',
  });
  const big = d.big;
  const rows: Row[] = [
    k.versus('purchase order list, Super-Admin', { path: '/api/v1/listPurchaseOrder', headers: sa }, { path: '/po' }),
    k.versus('purchase order list, Super-Admin, status Approved', { path: '/api/v1/listPurchaseOrder?status_id=3', headers: sa }, { path: '/po?status_id=3' }),
    k.versus('purchase order list, company user', { path: '/api/v1/listCompanyUserPurchaseOrder', headers: cu }, { path: `/po?company_id=${big}` }),
    k.versus(
      'purchase order list, company user, vendor + status',
      { path: `/api/v1/listCompanyUserPurchaseOrder?vendor_id=${vendor}&status_id=2`, headers: cu },
      { path: `/po?company_id=${big}&vendor_id=${vendor}&status_id=2` },
    ),
    k.writeVersus(
      'POST createPurchaseOrder, 20 clients, one company',
      { method: 'POST', path: '/api/v1/createPurchaseOrder', headers: cu, body: order },
      { method: 'POST', path: '/createPurchaseOrder', body: order },
    ),
    k.writeVersus(
      'POST createPurchaseOrder sent for approval at once, 20 clients, one company',
      { method: 'POST', path: '/api/v1/createPurchaseOrder', headers: cu, body: orderSent },
      { method: 'POST', path: '/createPurchaseOrder', body: orderSent },
    ),
    refilled(
      k.write(
        'purchase order approve (status call), 20 clients',
        { path: '/', pathOf: () => `/api/v1/updateStatusOfPurchaseOrder/${pending()}/Approval`, headers: sa },
        20,
        300,
      ),
      async () => {
        pending = once(await pendingIds());
      },
    ),
    k.versus('bill list, Super-Admin', { path: '/api/v1/getAllPayBillsInfo', headers: sa }, { path: '/bills' }),
    k.versus('bill list, Super-Admin, company', { path: `/api/v1/getBillByCompanyId/${big}`, headers: sa }, { path: `/bills?company_id=${big}` }),
    k.versus('bill list, Super-Admin, status Created', { path: '/api/v1/getBillByStatusId/0', headers: sa }, { path: '/bills?status=0' }),
    k.versus(
      'bill list, Super-Admin, company + status Paid',
      { path: `/api/v1/getBillByCompanyId/${big}?status=2`, headers: sa },
      { path: `/bills?company_id=${big}&status=2` },
    ),
    k.versus('bill list, company user', { path: '/api/v1/getAllPayBillsInfo', headers: cu }, { path: `/bills?company_id=${big}` }),
    k.versus('bill list, company user, status Paid', { path: '/api/v1/getBillByStatusId/2', headers: cu }, { path: `/bills?company_id=${big}&status=2` }),
    k.writeVersus(
      'POST createPayBills, 20 clients, one company',
      { method: 'POST', path: '/api/v1/createPayBills', headers: cu, body: bill },
      { method: 'POST', path: '/createPayBills', body: bill },
    ),
    k.writeVersus(
      'POST createPayBills of a purchase order, 20 clients, one company',
      { method: 'POST', path: '/api/v1/createPayBills', headers: cu, body: billOfOrder },
      { method: 'POST', path: '/createPayBills', body: billOfOrder },
    ),
    k.versus('bill payment list, Super-Admin', { path: '/api/v1/viewBillPayment', headers: sa }, { path: '/payments' }),
    k.versus('bill payment list, company user', { path: '/api/v1/viewBillPayment', headers: cu }, { path: `/payments?company_id=${big}` }),
    k.versus(
      'unpaid-bill picker (getBillByCompnayId), company user',
      { path: `/api/v1/getBillByCompnayId/${d.payableId}/0`, headers: cu },
      { path: `/unpaid/${d.payableId}/${big}` },
      10,
    ),
    k.writeVersus(
      'POST createBillPayment, 20 clients, one bank account (hot row)',
      { method: 'POST', path: '/api/v1/createBillPayment', headers: cu, body: payBig },
      { method: 'POST', path: '/createBillPayment', body: payBig },
    ),
    k.writeVersus(
      'POST createBillPayment, 20 clients, many bank accounts',
      { method: 'POST', path: '/api/v1/createBillPayment', headers: sa, body: paySpread },
      { method: 'POST', path: '/createBillPayment', body: paySpread },
    ),
    k.versus('cheque list, Super-Admin', { path: '/api/v1/listAllGeneratedCheck', headers: sa }, { path: '/checks' }),
    k.versus('cheque list, company user', { path: '/api/v1/listAllGeneratedCheck', headers: cu }, { path: `/checks?company_id=${big}` }),
    k.writeVersus(
      'POST createChecks (voucher, one payment), 20 clients, one bank account',
      { method: 'POST', path: '/api/v1/createChecks', headers: cu, body: voucher },
      { method: 'POST', path: '/createChecks', body: voucher },
    ),
    k.writeVersus(
      'POST createChecks (standard), 20 clients, one bank account',
      { method: 'POST', path: '/api/v1/createChecks', headers: cu, body: standard },
      { method: 'POST', path: '/createChecks', body: standard },
    ),
    {
      name: 'printMultipleCheckByVendor, 300 checks, single (seconds)',
      target: '< 10 s',
      async run() {
        const t = { method: 'POST' as const, path: '/api/v1/printMultipleCheckByVendor', headers: cu, body: () => ({ checkId: printRun }) };
        const f = await k.single('app', t, 3);
        if (f.status !== 200) throw new Error(`print run answered ${f.status}`);
        console.log(`  300-check print run: ${(f.p50 / 1000).toFixed(2)} s (median of 3)`);
        return { app: { p50: f.p50, p99: f.p99 }, met: f.p50 < 10_000 };
      },
    },
    {
      // Issue 28 point 6: every open bill of the big company as of today (from the bills' kept state, issue 23).
      name: 'payables: A/P aging, big company, single',
      target: '< 1 s',
      async run() {
        const f = await k.single('app', { path: '/api/v1/reports/ap-aging', headers: cu }, 5);
        if (f.status !== 200) throw new Error(`A/P aging answered ${f.status}`);
        return { app: { p50: f.p50, p99: f.p99 }, met: f.p50 < 1000 };
      },
    },
  ];
  return rows;
}
