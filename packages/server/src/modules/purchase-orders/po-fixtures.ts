import { createTestContext, type TestContext, type TestMailOptions } from '../../../test/harness.js';
import { type Client, serverPort, testWorld, userEmail, World, type WorldCompany } from '../../../test/world/server.js';

export interface PoWorld {
  t: TestContext;
  admin: Client;
  /** company A: a creator (Treasurer, not a supervisor), a supervisor, an auditor (view only) */
  companyA: number;
  /** company A in the world builder, for the tests' own further users */
  worldA: WorldCompany;
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

/**
 * Companies, users and vendors for the purchase-order tests, made through the API by the world builder. A
 * context whose mail goes elsewhere than the memory sink (a test SMTP server) passes `mailOf` to find the
 * invitations in it.
 */
export async function poWorld(mail: TestMailOptions = {}, mailOf?: (email: string) => string | undefined): Promise<PoWorld> {
  const t = await createTestContext({}, mail);
  const world = mailOf ? new World(serverPort(t.app, mailOf)) : testWorld(t);
  const [a, b, c] = await Promise.all([
    world.company({ name: 'First Assembly', treasurer: { firstName: 'Carol' } }),
    world.company({ name: 'Second Assembly', treasurer: { approver: true } }),
    world.company({ name: 'Third Assembly' }),
  ]);
  // one at a time: the company form saves its whole user list, two saves at once would drop a user
  const supervisor = await a.user('Treasurer', { approver: true, firstName: 'Sam' });
  const auditor = await a.user('Auditor');
  const vendorEmail = userEmail('billing');
  const vendorA = await a.vendor({ name: 'Grace Supply', email: vendorEmail, shipping_method: 'DHL', sales_tax: '7.25', freight: '10' });
  const [vendorANoEmail, vendorB, vendorC] = await Promise.all([a.vendor({ email: undefined }), b.vendor(), c.vendor()]);
  return {
    t,
    admin: await world.asAdmin(),
    companyA: a.id,
    worldA: a,
    creatorA: a.api,
    creatorAId: a.treasurer.id,
    supervisorA: supervisor.api,
    supervisorAId: supervisor.id,
    supervisorAEmail: supervisor.email,
    auditorA: auditor.api,
    vendorA: { id: vendorA.id, email: vendorEmail, name: vendorA.name },
    vendorANoEmail,
    companyB: b.id,
    treasurerB: b.api,
    vendorB,
    companyC: c.id,
    treasurerC: c.api,
    vendorC,
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
