import { FUND_TEXT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv } from '../../../test/download.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';

// Issue 24 point 1: a fund program's restriction class travels on its calls, list and export.
let t: TestContext;
let b: WorldCompany;
beforeAll(async () => {
  t = await createTestContext();
  b = await testWorld(t).company();
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => b.api.post('/createFundProgram', { status: 1, ...body });
const listed = async (id: number) => (await b.api.get('/viewFundProgram?per_page=100')).body.data.data.find((r: { id: number }) => r.id === id);

describe('fund program restriction class', () => {
  it('is without donor restrictions when the call does not say (every existing call)', async () => {
    const res = await create({ name: 'General' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ restriction: 'without', release_on: null });
    expect(await listed(res.body.data.id)).toMatchObject({ restriction: 'without', release_on: null });
  });

  it('keeps each class; a time fund with its release date', async () => {
    for (const restriction of ['purpose', 'perpetual'] as const) {
      const res = await create({ name: `Fund ${restriction}`, restriction });
      expect(res.body.data).toMatchObject({ restriction, release_on: null });
    }
    const time = await create({ name: 'Pledges 2027', restriction: 'time', release_on: '2027-01-01' });
    expect(time.status).toBe(200);
    expect(await listed(time.body.data.id)).toMatchObject({ restriction: 'time', release_on: '2027-01-01' });
  });

  it('refuses a time fund without a release date and a release date on any other class (422, nothing saved)', async () => {
    const before = (await b.api.get('/viewFundProgram')).body.data.total;
    const noDate = await create({ name: 'No date', restriction: 'time' });
    expect(noDate.status).toBe(422);
    expect(noDate.body.errors.release_on).toEqual([FUND_TEXT.releaseOnRequired]);
    const blank = await create({ name: 'Blank date', restriction: 'time', release_on: '' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.release_on).toEqual([FUND_TEXT.releaseOnRequired]);
    const dated = await create({ name: 'Dated', restriction: 'purpose', release_on: '2027-01-01' });
    expect(dated.status).toBe(422);
    expect(dated.body.errors.release_on).toEqual([FUND_TEXT.releaseOnOnlyForTime]);
    const implicit = await create({ name: 'Implicit', release_on: '2027-01-01' });
    expect(implicit.status).toBe(422);
    expect(implicit.body.errors.release_on).toEqual([FUND_TEXT.releaseOnOnlyForTime]);
    const bad = await create({ name: 'Bad', restriction: 'forever' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.restriction).toEqual([FUND_TEXT.restrictionInvalid]);
    const badDate = await create({ name: 'Bad date', restriction: 'time', release_on: '2027-02-30' });
    expect(badDate.status).toBe(422);
    expect((await b.api.get('/viewFundProgram')).body.data.total).toBe(before);
  });

  it('an update that leaves the class out keeps it; one that changes it is checked the same way', async () => {
    const id = (await create({ name: 'Roof 2028', restriction: 'time', release_on: '2028-06-30' })).body.data.id;
    const renamed = await b.api.post(`/updateFundProgram/${id}`, { name: 'Roof 2028 pledges', status: 1 });
    expect(renamed.body.data).toMatchObject({ name: 'Roof 2028 pledges', restriction: 'time', release_on: '2028-06-30' });
    const toPurpose = await b.api.post(`/updateFundProgram/${id}`, { name: 'Roof', status: 1, restriction: 'purpose' });
    expect(toPurpose.body.data).toMatchObject({ restriction: 'purpose', release_on: null });
    const back = await b.api.post(`/updateFundProgram/${id}`, { name: 'Roof', status: 1, restriction: 'time' });
    expect(back.status).toBe(422);
    expect(back.body.errors.release_on).toEqual([FUND_TEXT.releaseOnRequired]);
    expect(await listed(id)).toMatchObject({ restriction: 'purpose', release_on: null });
  });

  it('the export carries Restriction and Release On; functional expenses carry no class', async () => {
    await create({ name: 'Endowment for export', restriction: 'perpetual' });
    await create({ name: 'Time for export', restriction: 'time', release_on: '2029-03-01' });
    const file = await download(t.app, b.treasurer.token, '/viewFundProgram/export?format=csv&search=for%20export&sort=name&dir=asc');
    const [header, ...rows] = readCsv(file.bytes);
    expect(header).toEqual(['Name', 'User', 'Restriction', 'Release On', 'Status', 'Added On']);
    expect(rows.map((r) => r.slice(0, 4))).toEqual([
      ['Endowment for export', b.legalName, 'Perpetual (endowment)', ''],
      ['Time for export', b.legalName, 'Time restricted', '2029-03-01'],
    ]);
    const fx = await b.api.post('/createFunctionalExpenses', { name: 'Outreach', status: 1 });
    expect(Object.keys(fx.body.data)).not.toContain('restriction');
  });

  it('an expense charged to a perpetual fund is refused for bills, standard checks and entries alike (422, nothing written)', async () => {
    const endowment = (await create({ name: 'Endowment principal', restriction: 'perpetual' })).body.data.id;
    const bill = await b.api.post('/createPayBills', {
      company_id: b.id,
      refrence: `P${Date.now() % 1e8}`,
      bill_due: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      vendor_id: (await b.firstVendor()).id,
      amount_due: '10.00',
      account_payable_id: (await b.books()).payable,
      account_id: (await b.books()).expense,
      fund_program_id: endowment,
      funtional_expenses_id: (await b.books()).functionalExpenseId,
      date: new Date().toISOString().slice(0, 10),
    });
    expect(bill.status).toBe(422);
    expect(bill.body.message).toBe(FUND_TEXT.perpetualExpense('Endowment principal'));
    await expect(b.standardCheck('5.00', { fund_program_id: endowment })).rejects.toThrow(/422/);
    const books = await b.books();
    const entry = await b.api.post('/journals', {
      entry_date: new Date().toISOString().slice(0, 10),
      memo: 'Spend the principal',
      lines: [
        { account_id: books.expense, debit: '1.00', fund_program_id: endowment },
        { account_id: books.payable, credit: '1.00', fund_program_id: endowment },
      ],
    });
    expect(entry.status).toBe(422);
    expect(entry.body.message).toBe(FUND_TEXT.perpetualExpense('Endowment principal'));
  });

  it('the class cannot change once the fund has ledger lines (409, nothing changed); before, it can; a rename keeps working', async () => {
    const id = (await create({ name: 'Mission Trip 2027', restriction: 'without' })).body.data.id;
    // No postings yet: a mistake in the class is corrected freely.
    const fixed = await b.api.post(`/updateFundProgram/${id}`, { name: 'Mission Trip 2027', status: 1, restriction: 'purpose' });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({ restriction: 'purpose' });
    const books = await b.books();
    const entry = await b.api.post('/journals', {
      entry_date: new Date().toISOString().slice(0, 10),
      memo: 'A gift for the trip',
      lines: [
        { account_id: books.bank, debit: '40.00', fund_program_id: id },
        { account_id: books.payable, credit: '40.00', fund_program_id: id },
      ],
    });
    expect(entry.status).toBe(200);
    for (const change of [{ restriction: 'without' }, { restriction: 'time', release_on: '2027-08-01' }, { restriction: 'perpetual' }]) {
      const res = await b.api.post(`/updateFundProgram/${id}`, { name: 'Mission Trip 2027', status: 1, ...change });
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(res.body.message).toBe(FUND_TEXT.restrictionLocked('Mission Trip 2027'));
      expect(res.body.message).toContain('create a new fund');
    }
    expect(await listed(id)).toMatchObject({ name: 'Mission Trip 2027', restriction: 'purpose', release_on: null });
    // Sending the class it already has, or none, is no change.
    const renamed = await b.api.post(`/updateFundProgram/${id}`, { name: 'Mission Trip', status: 1, restriction: 'purpose' });
    expect(renamed.status).toBe(200);
    expect((await b.api.post(`/updateFundProgram/${id}`, { name: 'Mission Trip fund', status: 1 })).body.data).toMatchObject({
      name: 'Mission Trip fund',
      restriction: 'purpose',
    });
  });
});
