import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { makeVendor } from '../../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, userWith as worldUserWith, type WorldCompany } from '../../../test/world/server.js';

let t: TestContext;
let admin: ReturnType<typeof api>;
let userA: ReturnType<typeof api>;
let a: WorldCompany;
let companyA: number;
let companyB: number;
let a1: number;
let a2: number;
let b1: number;

/** A user whose role holds exactly these permissions. */
const userWith = async (company: WorldCompany, names: string[]) => (await worldUserWith(t, company, names)).api;

const ids = (list: Array<{ id: number }>) => list.map((v) => v.id).sort((x, y) => x - y);

beforeAll(async () => {
  t = await createTestContext();
  a = await testWorld(t).company({ name: 'Alpha Assembly', over: { city: 'Austin' }, signIn: false });
  companyA = a.id;
  companyB = (await testWorld(t).company({ name: 'Beta Assembly', signIn: false })).id;
  a1 = (await makeVendor(t.db, companyA, { name: 'Zion Paper', shipping_method: 'DHL', freight: '25', sales_tax: '8.25' })).id;
  a2 = (await makeVendor(t.db, companyA, { name: 'Abba Press' })).id;
  b1 = (await makeVendor(t.db, companyB, { name: 'Beta Vendor' })).id;
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  userA = await userWith(a, ['BillPurchaseOrders_Create']);
});
afterAll(() => t.close());

describe('GET /getVendorOnBehalfOfCompany/{companyId}', () => {
  it("lists a company's vendors by name; 0 is every company for Super-Admin", async () => {
    const res = await admin.get(`/getVendorOnBehalfOfCompany/${companyA}`);
    expect(res.status).toBe(200);
    expect(res.body.vendorName).toEqual([
      // payment_terms: what fills a bill's due date (issue 28.2); none set here. default_1099_box: the box a
      // bill line follows when none is chosen (28.7), named by the bill form's 1099 box select.
      { id: a2, name: 'Abba Press', vendor_number: 2, company_id: companyA, payment_terms: null, default_1099_box: 'none' },
      { id: a1, name: 'Zion Paper', vendor_number: 1, company_id: companyA, payment_terms: null, default_1099_box: 'none' },
    ]);
    expect(ids((await admin.get('/getVendorOnBehalfOfCompany/0')).body.vendorName)).toEqual([a1, a2, b1]);
  });

  it("keeps a company user to their own company's vendors", async () => {
    expect(ids((await userA.get('/getVendorOnBehalfOfCompany/0')).body.vendorName)).toEqual([a1, a2]);
    expect(ids((await userA.get(`/getVendorOnBehalfOfCompany/${companyA}`)).body.vendorName)).toEqual([a1, a2]);
    expect((await userA.get(`/getVendorOnBehalfOfCompany/${companyB}`)).status).toBe(404);
    expect((await userA.get('/getVendorOnBehalfOfCompany/x')).status).toBe(422);
  });
});

describe('GET /getVendorName/{companyId}', () => {
  it('answers the company details and its vendors', async () => {
    const res = await userA.get(`/getVendorName/${companyA}`);
    expect(res.status).toBe(200);
    expect(res.body.companyInformation).toMatchObject({ id: companyA, legal_name: 'Alpha Assembly', city: 'Austin', country: 'US' });
    expect(ids(res.body.vendorName)).toEqual([a1, a2]);
  });

  it('needs a company: Super-Admin must choose one, others cannot name another', async () => {
    const none = await admin.get('/getVendorName/0');
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(M.selectCompany);
    expect((await admin.get('/getVendorName/424242')).status).toBe(404);
    expect((await userA.get(`/getVendorName/${companyB}`)).status).toBe(404);
  });
});

describe('GET /getComapnyVendorInformation/{vendorId}', () => {
  it('gives what a purchase order copies from the vendor', async () => {
    const res = await userA.get(`/getComapnyVendorInformation/${a1}`);
    expect(res.status).toBe(200);
    expect(res.body.vendorName).toEqual([
      { id: a1, name: 'Zion Paper', vendor_number: 1, company_id: companyA, shipping_method: 'DHL', sales_tax: '8.25', freight: '25.00' },
    ]);
  });

  it("answers 404 for another company's vendor", async () => {
    expect((await userA.get(`/getComapnyVendorInformation/${b1}`)).status).toBe(404);
    expect((await admin.get(`/getComapnyVendorInformation/${b1}`)).status).toBe(200);
  });
});

describe('GET /getWholeVendorName and /getWholeVendorNameRelatedToCompany', () => {
  it('lists every vendor the caller may use', async () => {
    expect(ids((await admin.get('/getWholeVendorName')).body.data.vendorName)).toEqual([a1, a2, b1]);
    expect(ids((await userA.get('/getWholeVendorName')).body.data.vendorName)).toEqual([a1, a2]);
    expect(ids((await userA.get('/getWholeVendorNameRelatedToCompany')).body.data.vendorName)).toEqual([a1, a2]);
    expect(ids((await admin.get('/getWholeVendorNameRelatedToCompany')).body.data.vendorName)).toEqual([a1, a2, b1]);
  });
});

describe('who may read the pickers', () => {
  it('opens the pickers to the order, bill and check screens but not the vendor list', async () => {
    for (const perm of ['BillPurchaseOrders_Create', 'Bills_Create', 'Check_Create', 'Vendor_View']) {
      const user = await userWith(a, [perm]);
      expect((await user.get('/getWholeVendorName')).status, perm).toBe(200);
      expect((await user.get(`/getComapnyVendorInformation/${a1}`)).status, perm).toBe(200);
      expect((await user.get('/vendor')).status, perm).toBe(perm === 'Vendor_View' ? 200 : 403);
    }
    const reportsOnly = await userWith(a, ['Reports_View']);
    expect((await reportsOnly.get('/getWholeVendorName')).status).toBe(403);
    expect((await reportsOnly.get(`/getVendorName/${companyA}`)).status).toBe(403);
  });
});
