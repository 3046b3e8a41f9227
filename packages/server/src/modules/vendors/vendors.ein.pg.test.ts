import { M } from '@app/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { makeVendor, vendorBody } from '../../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';
import { vendors } from '../../db/schema/index.js';

// On the PostgreSQL server the requests really run at once: the company lock and the unique index of
// migration 0013 must let exactly one vendor take an EIN.
let t: TestContext;
let admin: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestContext();
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

const liveWithEin = async (companyId: number, ein: string) =>
  (
    await t.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.companyId, companyId), eq(vendors.ein, ein), isNull(vendors.deletedAt)))
  ).length;

it('eight parallel creates with one EIN: one vendor is saved, seven are refused naming it', async () => {
  const company = (await testWorld(t).company({ signIn: false })).id;
  const results = await Promise.all(Array.from({ length: 8 }, (_, i) => admin.post('/vendor/add', vendorBody(company, '77-0000001', `Racer ${i}`))));
  const saved = results.filter((r) => r.status === 200);
  expect(saved).toHaveLength(1);
  const winner = saved[0].body.data;
  const refused = results.filter((r) => r.status !== 200);
  expect(refused.map((r) => r.status)).toEqual(Array(7).fill(409));
  for (const r of refused) expect(r.body.message).toBe(M.vendorEinTaken(winner.name, winner.vendor_number));
  expect(await liveWithEin(company, '77-0000001')).toBe(1);
});

it('parallel edits giving two vendors the EIN of a new one: only one of the three holds it', async () => {
  const company = (await testWorld(t).company({ signIn: false })).id;
  const a = await makeVendor(t.db, company, { ein: '77-1000001' });
  const b = await makeVendor(t.db, company, { ein: '77-1000002' });
  const results = await Promise.all([
    admin.post(`/vendor/update/${a.id}`, vendorBody(company, '77-1000009', a.name)),
    admin.post(`/vendor/update/${b.id}`, vendorBody(company, '77-1000009', b.name)),
    admin.post('/vendor/add', vendorBody(company, '77-1000009', 'Newcomer')),
  ]);
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(2);
  expect(await liveWithEin(company, '77-1000009')).toBe(1);
});
