import { api, loginAs } from '../../../test/api.js';
import { makeCompany, makeUser, makeVendor } from '../../../test/factories.js';
import { ADMIN, createTestContext, PASSWORD, type TestContext, type TestMailOptions } from '../../../test/harness.js';

type Client = ReturnType<typeof api>;

export interface PoWorld {
  t: TestContext;
  admin: Client;
  /** company A: a creator (Treasurer, not a supervisor), a supervisor, an auditor (view only) */
  companyA: number;
  creatorA: Client;
  creatorAId: number;
  supervisorA: Client;
  supervisorAId: number;
  supervisorAEmail: string;
  auditorA: Client;
  vendorA: { id: number; email: string | null; name: string };
  vendorANoEmail: { id: number };
  /** company B: its own treasurer (also a supervisor there) and vendor */
  companyB: number;
  treasurerB: Client;
  vendorB: { id: number };
  /** company C: no supervisor at all */
  companyC: number;
  treasurerC: Client;
  vendorC: { id: number };
}

/** Companies, users and vendors for the purchase-order tests, made through the app's own services. */
export async function poWorld(mail: TestMailOptions = {}): Promise<PoWorld> {
  const t = await createTestContext({}, mail);
  const admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  const companyA = (await makeCompany(t.db, { legalName: 'First Assembly' })).id;
  const companyB = (await makeCompany(t.db, { legalName: 'Second Assembly' })).id;
  const companyC = (await makeCompany(t.db, { legalName: 'Third Assembly' })).id;
  const creator = await makeUser(t.db, companyA, { position: 'Treasurer', firstName: 'Carol' });
  const supervisor = await makeUser(t.db, companyA, { position: 'Treasurer', approver: true, firstName: 'Sam' });
  const auditor = await makeUser(t.db, companyA, { position: 'Auditor' });
  const treasurerB = await makeUser(t.db, companyB, { position: 'Treasurer', approver: true });
  const treasurerC = await makeUser(t.db, companyC, { position: 'Treasurer' });
  const login = async (email: string) => api(t.app, await loginAs(t.app, email, PASSWORD));
  const vendorA = await makeVendor(t.db, companyA, { name: 'Grace Supply', shipping_method: 'DHL', sales_tax: '7.25', freight: '10' });
  return {
    t,
    admin,
    companyA,
    creatorA: await login(creator.email),
    creatorAId: creator.id,
    supervisorA: await login(supervisor.email),
    supervisorAId: supervisor.id,
    supervisorAEmail: supervisor.email,
    auditorA: await login(auditor.email),
    vendorA,
    vendorANoEmail: await makeVendor(t.db, companyA, { email: null }),
    companyB,
    treasurerB: await login(treasurerB.email),
    vendorB: await makeVendor(t.db, companyB),
    companyC,
    treasurerC: await login(treasurerC.email),
    vendorC: await makeVendor(t.db, companyC),
  };
}

export const orderBody = (companyId: number, vendorId: number, over: Record<string, unknown> = {}) => ({
  company_id: companyId,
  vendor_id: vendorId,
  shipping_method: 'FedEx',
  payment_terms: 'Net 30',
  required_by_date: '2099-01-15',
  freight: '10.00',
  sales_tax: '7.25',
  status_name: 'Draft',
  grand_total: '1.00', // a client's figure: ignored
  items: [
    { description: 'Hymnals', quantity: '2', unit_price: '10.50', amount: '999' },
    { description: 'Candles', quantity: '1.5', unit_price: '9.99' },
  ],
  ...over,
});

/** Creates an order through the API and returns its id (fails the test on anything but 200). */
export async function createOrder(client: Client, body: Record<string, unknown>): Promise<number> {
  const res = await client.post('/createPurchaseOrder', body);
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.lastInsertedId;
}

export const show = async (client: Client, id: number) => (await client.get(`/showPurchaseOrder/${id}`)).body;
