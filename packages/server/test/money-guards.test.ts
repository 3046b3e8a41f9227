import { M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../src/db/schema/index.js';
import { checkingCompany } from '../src/modules/checks/checks.fixtures.js';
import { orderBody } from '../src/modules/purchase-orders/po-fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

// Issue 21.6: the money guards hold on every way in.
let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;
beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
  await c.fund('5000.00');
});
afterAll(() => t.close());

/** An order of c's vendor approved at `total` (one line, no tax, no freight): its id and number. */
async function approvedOrder(company: typeof c, total: string) {
  const supervisor = await company.world.user('Treasurer', { approver: true });
  const approver = supervisor.api;
  const body = orderBody(company.companyId, company.vendor.id, {
    status_name: 'Pending For Approval',
    freight: '0',
    sales_tax: '0',
    items: [{ description: 'Pews', quantity: '1', unit_price: total }],
  });
  const created = await company.treasurer.post('/createPurchaseOrder', body);
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
  const id = created.body.lastInsertedId as number;
  const ok = await approver.get(`/updateStatusOfPurchaseOrder/${id}/Approval`);
  if (ok.status !== 200) throw new Error(JSON.stringify(ok.body));
  const shown = await company.treasurer.get(`/showPurchaseOrder/${id}`);
  return { id, poNumber: shown.body.data.po_number as number };
}

describe('a standard check asks the duplicate-invoice question of the bill form', () => {
  it('same vendor + reference as a live bill: 409 naming it; confirmed, the check is made', async () => {
    const first = await c.bill('75.00', { refrence: '555001' });
    const res = await c.treasurer.post('/createChecks', c.standard({ refrence: '555001' }));
    expect(res.status).toBe(409);
    expect(res.body.errors.confirm_duplicate).toEqual([res.body.message]);
    expect(res.body.message).toContain(String(first.bill_number));
    const confirmed = await c.treasurer.post('/createChecks', c.standard({ refrence: '555001', confirm_duplicate: true }));
    expect(confirmed.status).toBe(200);
  });
});

describe('bills against a purchase order', () => {
  it("cannot take the order's billed total above its approved grand total: 409 naming what is left", async () => {
    const order = await approvedOrder(c, '100.00');
    await c.bill('60.00', { purchase_order_id: order.id });
    const over = await c.treasurer.post('/createPayBills', {
      company_id: c.companyId,
      refrence: 'R-over-1',
      bill_due: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      vendor_id: c.vendor.id,
      amount_due: '40.01',
      account_payable_id: c.payable,
      account_id: c.expenseAccount,
      fund_program_id: c.program.id,
      funtional_expenses_id: c.expense.id,
      purchase_order_id: order.id,
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(M.poOverBilled(order.poNumber, '$40.00', '$100.00'));
    // Exactly what is left is fine; then nothing is left.
    const rest = await c.bill('40.00', { purchase_order_id: order.id });
    expect(rest.amount_due).toBe('40.00');
    await expect(c.bill('0.01', { purchase_order_id: order.id })).rejects.toThrow(/409/);
  });

  it('an edit that raises a bill past what is left is refused too; a voided bill frees its amount', async () => {
    const order = await approvedOrder(c, '50.00');
    const bill = await c.bill('30.00', { purchase_order_id: order.id });
    const edit = await c.treasurer.post(`/updateBill/${bill.id}`, {
      company_id: c.companyId,
      refrence: `E${bill.id}`,
      bill_due: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      vendor_id: c.vendor.id,
      amount_due: '50.01',
      account_payable_id: c.payable,
      account_id: c.expenseAccount,
      fund_program_id: c.program.id,
      funtional_expenses_id: c.expense.id,
      purchase_order_id: order.id,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(M.poOverBilled(order.poNumber, '$50.00', '$50.00'));
    expect((await c.treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`)).status).toBe(200);
    expect((await c.bill('50.00', { purchase_order_id: order.id })).amount_due).toBe('50.00');
  });
});

describe('a manual journal entry that would take a bank account below zero', () => {
  const spend = (amount: string, over: Record<string, unknown> = {}) => ({
    entry_date: new Date().toISOString().slice(0, 10),
    memo: 'Transfer to the building fund',
    lines: [
      { account_id: c.expenseAccount, debit: amount, credit: '' },
      { account_id: c.bank, debit: '', credit: amount },
    ],
    ...over,
  });
  const confirmedFlag = async (id: number) => (await t.db.select().from(journalEntries).where(eq(journalEntries.id, id)))[0].bankBelowZeroConfirmed;

  it('is refused (409 errors.confirm_below_zero) unless the user confirms; the confirmation is recorded on the entry', async () => {
    const before = await c.balance();
    const cents = Math.round(Number(before) * 100) + 100;
    const amount = (cents / 100).toFixed(2);
    const refused = await c.treasurer.post('/journals', spend(amount));
    expect(refused.status).toBe(409);
    expect(refused.body.errors.confirm_below_zero).toEqual([refused.body.message]);
    expect(refused.body.message).toContain('-$1.00');
    expect(await c.balance()).toBe(before);

    const confirmed = await c.treasurer.post('/journals', spend(amount, { confirm_below_zero: true }));
    expect(confirmed.status).toBe(200);
    expect(await confirmedFlag(confirmed.body.data.id)).toBe(true);
    expect(await c.balance()).toBe('-1.00');
  });

  it('an entry that keeps the bank at or above zero, or puts money in, needs no confirmation and records none', async () => {
    await c.fund('10.00');
    const ok = await c.treasurer.post('/journals', spend('9.00'));
    expect(ok.status).toBe(200);
    expect(await confirmedFlag(ok.body.data.id)).toBe(false);
  });
});

describe('the reversal of a manual entry that would take a bank account below zero (issue 22: found by the workflow model)', () => {
  it('asks as a new entry does: 409 errors.confirm_below_zero and nothing changed, then reversed once confirmed, and recorded', async () => {
    const d = await checkingCompany(t);
    // 100.00 in, 80.00 paid out: reversing the 100.00 would leave the bank at -80.00.
    const inflow = await d.fund('100.00');
    const bill = await d.bill('80.00');
    expect((await d.treasurer.post('/createBillPayment', d.payBody([bill]))).status).toBe(200);
    expect(await d.balance()).toBe('20.00');

    const refused = await d.treasurer.post(`/journals/${inflow}/reverse`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.errors.confirm_below_zero).toEqual([refused.body.message]);
    expect(refused.body.message).toContain('-$80.00');
    expect(await d.balance()).toBe('20.00');
    expect((await d.treasurer.get(`/journals/${inflow}`)).body.data.reversed_by_entry_id ?? null).toBeNull();

    const confirmed = await d.treasurer.post(`/journals/${inflow}/reverse`, { confirm_below_zero: true });
    expect(confirmed.status).toBe(200);
    expect((await t.db.select().from(journalEntries).where(eq(journalEntries.id, confirmed.body.data.id)))[0].bankBelowZeroConfirmed).toBe(true);
    expect(await d.balance()).toBe('-80.00');
  });

  it('a reversal that keeps every bank at or above zero needs no confirmation and records none', async () => {
    const d = await checkingCompany(t);
    const inflow = await d.fund('100.00');
    const res = await d.treasurer.post(`/journals/${inflow}/reverse`, {});
    expect(res.status).toBe(200);
    expect((await t.db.select().from(journalEntries).where(eq(journalEntries.id, res.body.data.id)))[0].bankBelowZeroConfirmed).toBe(false);
    expect(await d.balance()).toBe('0.00');
  });
});
