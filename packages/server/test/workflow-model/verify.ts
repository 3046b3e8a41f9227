import { fromCents } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Res } from '../api.js';
import type { Touched, WorkflowModel } from './model.js';
import type { Client, World } from './world.js';

/** Reads one record through the API as its company's treasurer; a failed read fails the step. */
async function read(client: Client, url: string, step: string): Promise<Res['body']> {
  const res = await client.get(url);
  if (res.status !== 200) throw new Error(`${step}: GET ${url} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Collects every difference from the model, so a failure names all of them at once. */
function differences(step: string) {
  const found: string[] = [];
  return {
    same(what: string, actual: unknown, model: unknown) {
      if (actual !== model) found.push(`${what}: ${JSON.stringify(actual)}, the model ${JSON.stringify(model)}`);
    },
    done() {
      if (found.length) throw new Error(`${step}: the app and the model differ:\n  ${found.join('\n  ')}`);
    },
  };
}

const idList = (ids: Iterable<number>) =>
  sql`(${sql.join(
    [...ids].map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * After every step, cheaply (one query per kind of record, one API call per bank account): the records the
 * step touched, or was refused to touch, are as the model says (statuses, amounts, the check holding a
 * payment, check numbers), and the bank accounts' balances read through the API are the model's.
 */
export async function verifyTouched(m: WorkflowModel, w: World, touched: Touched, step: string): Promise<void> {
  const d = differences(step);
  const rows = async <T>(ids: Set<number>, query: (list: ReturnType<typeof idList>) => ReturnType<typeof sql>) =>
    ids.size ? ((await w.t.db.execute(query(idList(ids)))).rows as T[]) : [];
  type BillRow = { id: number; status: number; amount: string };
  for (const r of await rows<BillRow>(touched.bills, (l) => sql`select id, status, amount_due_cents::text as amount from bills where id in ${l}`)) {
    const bill = m.bills.get(Number(r.id));
    d.same(`bill #${r.id} status`, Number(r.status), bill?.status);
    d.same(`bill #${r.id} amount`, Number(r.amount), bill?.amountCents);
  }
  type PaymentRow = { id: number; status: number; check_id: number | null; payment: string; discount: string };
  const payments = await rows<PaymentRow>(
    touched.payments,
    (l) => sql`select id, status, check_id, payment_cents::text as payment, discount_cents::text as discount from bill_payments where id in ${l}`,
  );
  for (const r of payments) {
    const p = m.payments.get(Number(r.id));
    d.same(`payment #${r.id} status`, Number(r.status), p?.status);
    d.same(`payment #${r.id} check`, r.check_id === null ? null : Number(r.check_id), p?.checkId);
    d.same(`payment #${r.id} amounts`, `${r.payment}-${r.discount}`, p && `${p.paymentCents}-${p.discountCents}`);
  }
  type CheckRow = { id: number; status: number; amount: string; number: number };
  for (const r of await rows<CheckRow>(
    touched.checks,
    (l) => sql`select id, status, amount_cents::text as amount, check_number as number from checks where id in ${l}`,
  )) {
    const c = m.checks.get(Number(r.id));
    d.same(`check #${r.id}`, `${r.status} ${r.amount} #${r.number}`, c && `${c.status} ${c.amountCents} #${c.number}`);
  }
  type DepositRow = { id: number; status: number; amount: string; bank: number };
  for (const r of await rows<DepositRow>(
    touched.deposits,
    (l) => sql`select id, status, total_cents::text as amount, bank_account_id as bank from deposits where id in ${l}`,
  )) {
    const x = m.deposits.get(Number(r.id));
    d.same(`deposit #${r.id}`, `${r.status} ${r.amount} bank ${r.bank}`, x && `${x.status} ${x.cents} bank ${x.bankId}`);
  }
  type TransferRow = { id: number; status: number; amount: string; from: number; to: number };
  for (const r of await rows<TransferRow>(
    touched.transfers,
    (l) => sql`select id, status, amount_cents::text as amount, from_bank_account_id as from, to_bank_account_id as to from transfers where id in ${l}`,
  )) {
    const x = m.transfers.get(Number(r.id));
    d.same(`transfer #${r.id}`, `${r.status} ${r.amount} ${r.from}->${r.to}`, x && `${x.status} ${x.cents} ${x.from}->${x.to}`);
  }
  for (const id of touched.banks) {
    const owner = w.companies.find((c) => c.banks.includes(id));
    if (!owner) continue;
    d.same(`bank ${id} balance (API)`, (await read(owner.treasurer, `/getBalanceByBankAcc/${id}`, step)).finalAmount, fromCents(m.balance(id)));
  }
  d.done();
}

/**
 * At each whole-book check: records touched since the previous one (the latest `limit` of each kind) read
 * through their own API screens (bill, payment, check, deposit and transfer views) as the model says.
 */
export async function verifyThroughApi(m: WorkflowModel, w: World, touched: Touched, step: string, limit = 5): Promise<void> {
  const d = differences(step);
  const client = (company: number) => w.companies[company].treasurer;
  const latest = (ids: Set<number>) => [...ids].slice(-limit);
  for (const id of latest(touched.bills)) {
    const bill = m.bills.get(id);
    if (!bill) continue;
    const { data } = await read(client(bill.company), `/getPayBillById/${id}`, step);
    d.same(`bill #${id} status (API)`, data.status, bill.status);
    d.same(`bill #${id} amount (API)`, data.amount_due, fromCents(bill.amountCents));
  }
  for (const id of latest(touched.payments)) {
    const p = m.payments.get(id);
    if (!p) continue;
    const { data } = await read(client(p.company), `/viewBillPaymentByBillPaymentId/${id}`, step);
    d.same(
      `payment #${id} (API)`,
      `${data.status} ${data.check_id} ${data.bill_id} ${data.final_payment} ${data.discount}`,
      `${p.status} ${p.checkId} ${p.billId} ${fromCents(p.paymentCents)} ${fromCents(p.discountCents)}`,
    );
  }
  for (const id of latest(touched.checks)) {
    const c = m.checks.get(id);
    if (!c) continue;
    const { checkData } = await read(client(c.company), `/getCheckInfoBySingleCheckId/${id}`, step);
    d.same(
      `check #${id} (API)`,
      `${checkData.status} ${checkData.check_amount} ${checkData.check_number} ${checkData.bill_id}`,
      `${c.status} ${fromCents(c.amountCents)} ${c.number} ${c.billId}`,
    );
  }
  for (const id of latest(touched.deposits)) {
    const x = m.deposits.get(id);
    if (!x) continue;
    const { data } = await read(client(x.company), `/deposits/${id}`, step);
    d.same(`deposit #${id} (API)`, `${data.status} ${data.total} ${data.bank_account_id}`, `${x.status} ${fromCents(x.cents)} ${x.bankId}`);
  }
  for (const id of latest(touched.transfers)) {
    const x = m.transfers.get(id);
    if (!x) continue;
    const { data } = await read(client(x.company), `/transfers/${id}`, step);
    d.same(
      `transfer #${id} (API)`,
      `${data.status} ${data.amount} ${data.from_bank_account_id}->${data.to_bank_account_id}`,
      `${x.status} ${fromCents(x.cents)} ${x.from}->${x.to}`,
    );
  }
  d.done();
}
