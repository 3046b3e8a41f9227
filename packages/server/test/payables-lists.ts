import { api, loginAs } from './api.js';
import { ADMIN, createTestContext, type TestContext } from './harness.js';
import { makeRole } from '../src/modules/companies/company-fixtures.js';
import { checkingCompany } from '../src/modules/checks/checks.fixtures.js';
import { orderBody } from '../src/modules/purchase-orders/po-fixtures.js';

/**
 * Two companies with bills, payments, checks and purchase orders, for the payables lists' search, sort and
 * export tests. In company A: 5 unpaid bills referenced HARBOR-n, 3 paid bills of its first vendor and 2 of
 * its second ('Printer ...'), a voucher check per vendor, a standard check; 3 orders of the first vendor and
 * 2 of the second. Company B has a little of each. `refused` may see none of the four lists.
 */
export async function payablesLists() {
  const t: TestContext = await createTestContext();
  const a = await checkingCompany(t);
  const b = await checkingCompany(t);
  for (const c of [a, b]) await c.fund('100000.00');
  for (const [i, amount] of ['10.00', '250.50', '75.25', '1200.00', '5.10'].entries()) await a.bill(amount, { refrence: `HARBOR-${i + 1}` });
  const supplierPaid = await a.paid(['20.00', '30.00', '40.00']);
  const printerPaid = await a.paid(['15.00', '25.00'], a.vendor2.id);
  for (const ids of [supplierPaid, printerPaid]) {
    const res = await a.treasurer.post('/createChecks', a.voucher(ids));
    if (res.status !== 200) throw new Error(`check: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const standard = await a.treasurer.post('/createChecks', a.standard());
  if (standard.status !== 200) throw new Error(`standard check: ${standard.status} ${JSON.stringify(standard.body)}`);
  const bPaid = await b.paid(['11.00', '12.00']);
  await b.bill('13.00');
  await b.treasurer.post('/createChecks', b.voucher(bPaid));
  for (const [client, company, vendor] of [
    [a.treasurer, a.companyId, a.vendor.id],
    [a.treasurer, a.companyId, a.vendor.id],
    [a.treasurer, a.companyId, a.vendor.id],
    [a.treasurer, a.companyId, a.vendor2.id],
    [a.treasurer, a.companyId, a.vendor2.id],
    [b.treasurer, b.companyId, b.vendor.id],
  ] as const) {
    const res = await client.post(
      '/createPurchaseOrder',
      orderBody(company, vendor, { items: [{ description: 'Hymnals', quantity: String(1 + company + vendor), unit_price: '10.50' }] }),
    );
    if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const role = await makeRole(t.db, 1, ['Vendor_View']);
  const refusedUser = await a.world.user(role.id);
  const ownerUser = await a.world.user('Treasurer');
  return {
    t,
    a,
    b,
    owner: ownerUser.token,
    refused: refusedUser.token,
    admin: await loginAs(t.app, ADMIN.email, ADMIN.password),
    client: (token: string) => api(t.app, token),
  };
}
export type PayablesLists = Awaited<ReturnType<typeof payablesLists>>;

/**
 * The world's side of listChecks for one test file: its app, the callers and the two companies, read when the
 * tests run (after beforeAll built the world).
 */
export function worldSide(world: () => PayablesLists) {
  return {
    app: () => world().t.app,
    owner: () => world().owner,
    refused: () => world().refused,
    admin: () => world().admin,
    companyB: () => world().b.companyId,
    nameA: () => world().a.company.legalName,
    nameB: () => world().b.company.legalName,
  };
}
