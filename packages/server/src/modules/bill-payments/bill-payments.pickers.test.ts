import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a, admin, b, setUpBillPaymentsWorld, tearDownBillPaymentsWorld } from './bill-payments.world.js';

beforeAll(setUpBillPaymentsWorld);
afterAll(tearDownBillPaymentsWorld);

describe('pickers', () => {
  it("getBankAccountByCompanyId: the company's bank and cash accounts; another company's is 404", async () => {
    const res = await a.treasurer.get(`/getBankAccountByCompanyId/${a.companyId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.bank_account.map((x: { account_number: string }) => x.account_number)).toEqual(['1000', '1010', '1050']);
    expect(res.body.data.account_payable.map((x: { id: number }) => x.id)).toEqual([a.payable]);
    expect((await a.treasurer.get('/getBankAccountByCompanyId/0')).body.data.bank_account).toHaveLength(3);
    expect((await a.treasurer.get(`/getBankAccountByCompanyId/${b.companyId}`)).status).toBe(404);
    expect((await admin.get(`/getBankAccountByCompanyId/${b.companyId}`)).body.data.bank_account[0].id).toBe(b.bank);
    expect((await admin.get('/getBankAccountByCompanyId/0')).status).toBe(422);
  });

  it("getBalanceByBankAcc: the ledger balance; another company's or a non-bank account is 404", async () => {
    const res = await a.treasurer.get(`/getBalanceByBankAcc/${a.bank}`);
    expect(res.body).toMatchObject({ status: 200, finalAmount: '1000.00' });
    expect((await a.treasurer.get(`/getBalanceByBankAcc/${a.byNumber['1010']}`)).body.finalAmount).toBe('0.00');
    expect((await a.treasurer.get(`/getBalanceByBankAcc/${b.bank}`)).status).toBe(404);
    expect((await a.treasurer.get(`/getBalanceByBankAcc/${a.payable}`)).status).toBe(404);
    expect((await admin.get(`/getBalanceByBankAcc/${b.bank}`)).body.finalAmount).toBe('500.00');
  });

  it("getBillByCompnayId: the Created bills on that payable account, oldest due first; another company's payable is 404", async () => {
    const late = await a.bill('10.00', { bill_due: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10) });
    const early = await a.bill('20.00');
    const voided = await a.bill('30.00');
    await a.treasurer.get(`/changeStatusOfBillIntoVoid/${voided.id}`);
    const res = await a.treasurer.get(`/getBillByCompnayId/${a.payable}/${a.companyId}`);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).not.toContain(voided.id);
    expect(res.body.total).toBe(ids.length);
    expect(res.body.data.find((r: { id: number }) => r.id === early.id)).toMatchObject({
      bill_id: early.id,
      bill_number: early.bill_number,
      vendor_name: a.vendor.name,
      amount_due: '20.00',
      fund_program_name: a.program.name,
      functional_expense_name: 'Program services',
    });
    expect((await a.treasurer.get(`/getBillByCompnayId/${b.payable}/${a.companyId}`)).status).toBe(404);
    expect((await a.treasurer.get(`/getBillByCompnayId/${b.payable}/${b.companyId}`)).status).toBe(404);
    expect((await a.treasurer.get(`/getBillByCompnayId/${a.bank}/0`)).status).toBe(404);
    // Clean up: these bills are not paid in later tests.
    for (const x of [late, early]) await a.treasurer.get(`/changeStatusOfBillIntoVoid/${x.id}`);
  });
});
