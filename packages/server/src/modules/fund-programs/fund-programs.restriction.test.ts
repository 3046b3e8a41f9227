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
});
