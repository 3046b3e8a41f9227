import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day, testWorld, type WorldCompany } from '../../../test/world/server.js';

// The dashboard's deposits-by-fund card (moved out of deposits.test.ts, which had grown past 400 lines).
let t: TestContext;
let b: WorldCompany;

beforeAll(async () => {
  t = await createTestContext();
  b = await testWorld(t).company({ name: 'Other Chapel' });
});
afterAll(() => t.close());

describe('GET /deposits/by-fund', () => {
  it("sums this month's Posted deposits per fund, returned checks and voided deposits left out", async () => {
    const c = await testWorld(t).company({ name: 'Card Chapel' });
    const cb = await c.books();
    const mission = await c.fundProgram('Mission Fund');
    const body = (amount: string, fund: number, method = 'cash') => ({
      bank_account_id: cb.bank,
      deposit_date: day(),
      counted_by: ['Ruth Usher', 'Amos Deacon'],
      lines: [{ account_id: cb.byNumber['4010'], fund_program_id: fund, amount, method, check_number: method === 'check' ? '9' : null }],
    });
    await c.api.post('/deposits', body('100.00', cb.fundProgramId));
    const returned = (await c.api.post('/deposits', body('70.00', cb.fundProgramId, 'check'))).body.data.id;
    await c.api.post(`/deposits/${returned}/lines/1/return`, {});
    const voided = (await c.api.post('/deposits', body('55.00', mission))).body.data.id;
    await c.api.get(`/deposits/${voided}/void`);
    await c.api.post('/deposits', body('30.00', mission));
    const res = await c.api.get(`/deposits/by-fund?today=${day()}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      month: day().slice(0, 7),
      total: '130.00',
      funds: [
        { fund_program_id: cb.fundProgramId, fund_program_name: cb.fundProgramName, amount: '100.00' },
        { fund_program_id: mission, fund_program_name: 'Mission Fund', amount: '30.00' },
      ],
    });
    expect((await b.api.get(`/deposits/by-fund?company_id=${c.id}`)).status).toBe(404);
  });
});
