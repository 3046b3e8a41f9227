import { expect } from 'vitest';
import type { TestContext } from '../../test/harness.js';
import { testWorld, type WorldCompany } from '../../test/world/server.js';

/** Helpers of the fund-share tests (issue 24). */
const today = () => new Date().toISOString().slice(0, 10);

/** Turns the company's setting on or off through the Company Setup call, as its editor would. */
export async function setFundShareGuard(t: TestContext, c: WorldCompany, on: boolean) {
  const admin = await testWorld(t).asAdmin();
  const company = (await admin.get(`/company/${c.id}`)).body.data;
  const res = await admin.post(`/company/${c.id}`, { ...company, refuse_fund_overdraft: on });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await admin.get(`/company/${c.id}`)).body.data.refuse_fund_overdraft).toBe(on);
}

/** A gift to a fund deposited into the operating bank: the bank's line carries the fund. */
export async function deposit(c: WorldCompany, amount: string, fund: number | null) {
  const books = await c.books();
  const res = await c.api.post('/journals', {
    entry_date: today(),
    memo: 'Gift',
    lines: [
      { account_id: books.bank, debit: amount, credit: '', fund_program_id: fund },
      { account_id: books.byNumber['4100'], debit: '', credit: amount, fund_program_id: fund },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

