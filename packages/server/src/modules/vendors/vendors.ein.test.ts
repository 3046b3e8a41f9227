import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { makeVendor, vendorBody } from '../../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';

// One supplier entered twice gets paid twice: a company keeps one live vendor per EIN (issue 14).
let t: TestContext;
let admin: ReturnType<typeof api>;
let treasurer: ReturnType<typeof api>;
let companyA: number;
let companyB: number;

const body = (companyId: number, ein: string, name = 'Second Supply') => vendorBody(companyId, ein, name);

beforeAll(async () => {
  t = await createTestContext();
  const a = await testWorld(t).company();
  companyA = a.id;
  companyB = (await testWorld(t).company({ signIn: false })).id;
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  treasurer = a.api;
});
afterAll(() => t.close());

describe('duplicate EIN', () => {
  it('refuses a second live vendor with the EIN in the company, naming the vendor that has it', async () => {
    const first = await makeVendor(t.db, companyA, { name: 'Acme Supply', ein: '41-1000001' });
    const message = M.vendorEinTaken('Acme Supply', first.vendor_number);
    expect(message).toBe(`Vendor "Acme Supply" (Vendor# ${first.vendor_number}) already has this EIN.`);
    // The same number written without the dash, or with spaces, is the same EIN.
    for (const ein of ['41-1000001', '411000001', ' 41 1000001 ']) {
      const res = await treasurer.post('/vendor/add', body(companyA, ein));
      expect(res.status, ein).toBe(409);
      expect(res.body).toMatchObject({ status: 409, message, errors: { ein: [message] } });
    }
    const list = await admin.get(`/vendor?company_id=${companyA}&search=Second%20Supply`);
    expect(list.body.data.total).toBe(0);
  });

  it('refuses an edit that gives a vendor the EIN of another, and lets a vendor keep its own', async () => {
    const acme = await makeVendor(t.db, companyA, { name: 'Acme Paper', ein: '41-2000002' });
    const other = await makeVendor(t.db, companyA, { name: 'Beta Paper', ein: '41-2000003' });
    const taken = await admin.post(`/vendor/update/${other.id}`, body(companyA, '412000002', 'Beta Paper'));
    expect(taken.status).toBe(409);
    expect(taken.body.errors.ein).toEqual([M.vendorEinTaken('Acme Paper', acme.vendor_number)]);
    expect((await admin.get(`/vendor/edit/${other.id}`)).body.data.ein).toBe('41-2000003');
    const kept = await admin.post(`/vendor/update/${acme.id}`, body(companyA, '41-2000002', 'Acme Paper Co'));
    expect(kept.status).toBe(200);
  });

  it('lets a deleted vendor and another company keep the EIN', async () => {
    const gone = await makeVendor(t.db, companyA, { name: 'Gone Supply', ein: '41-3000003' });
    expect((await admin.del(`/vendor/delete/${gone.id}`)).status).toBe(200);
    const again = await admin.post('/vendor/add', body(companyA, '41-3000003', 'New Supply'));
    expect(again.status).toBe(200);
    const inB = await admin.post('/vendor/add', body(companyB, '41-3000003', 'New Supply'));
    expect(inB.status).toBe(200);
  });
});
