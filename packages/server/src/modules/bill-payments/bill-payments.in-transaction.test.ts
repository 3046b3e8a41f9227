import { BILL_PAYMENT_TEXT } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeFor } from '../../../test/scopes.js';
import { accounts, billPayments, bills } from '../../db/schema/index.js';
import { TODAY } from './bill-payments.fixtures.js';
import { payBills } from './bill-payments.service.js';
import { a, billStatus, setUpBillPaymentsWorld, snapshot, t, tearDownBillPaymentsWorld } from './bill-payments.world.js';

beforeAll(setUpBillPaymentsWorld);
afterAll(tearDownBillPaymentsWorld);

describe('payBills inside another transaction (the checks module)', () => {
  it('a bill on another payable account of the same company is refused; nothing changes', async () => {
    const [second] = await t.db
      .insert(accounts)
      .values({ companyId: a.companyId, accountNumber: '2010', accountName: 'Accounts Payable - Missions', accountTypeId: 6 })
      .returning();
    const onSecond = await a.bill('5.00', { account_payable_id: second.id });
    const before = await snapshot();
    const res = await a.treasurer.post('/createBillPayment', a.payBody([{ id: onSecond.id }]));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(BILL_PAYMENT_TEXT.billOtherPayable);
    expect(await snapshot()).toEqual(before);
    expect((await a.treasurer.post('/createBillPayment', a.payBody([{ id: onSecond.id }], { account_payable_id: second.id }))).status).toBe(200);
  });

  it("pays within the caller's transaction and rolls back with it when the caller fails later", async () => {
    const bill = await a.bill('25.00');
    const before = await snapshot();
    const bank = await a.balance();
    const input = {
      scope: scopeFor(a.companyId),
      accountPayableId: a.payable,
      bankAccountId: a.bank,
      bills: [{ billId: bill.id, discountCents: 500 }],
      date: TODAY,
      userId: null,
    };
    await expect(
      t.db.transaction(async (tx) => {
        const ids = await payBills(tx, input);
        expect(ids).toHaveLength(1);
        expect((await tx.select().from(bills).where(eq(bills.id, bill.id)))[0].status).toBe(2);
        throw new Error('the check could not be written');
      }),
    ).rejects.toThrow('the check could not be written');
    expect(await snapshot()).toEqual(before);
    expect(await billStatus(bill.id)).toBe(0);
    expect(await a.balance()).toBe(bank);
    const [id] = await t.db.transaction((tx) => payBills(tx, input));
    expect((await t.db.select().from(billPayments).where(eq(billPayments.id, id)))[0]).toMatchObject({ paymentCents: 2000, discountCents: 500, status: 2 });
  });
});
