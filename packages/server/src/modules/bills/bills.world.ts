import { eq, sql } from 'drizzle-orm';
import { api, loginAs } from '../../../test/api.js';
import { makeVendor } from '../../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { balanceOf, TODAY, utcDay } from '../../../test/world/reads.js';
import { companyWithChart } from '../../../test/world/server.js';
import { bills, functionalExpenses, journalEntries } from '../../db/schema/index.js';

/*
 * The world the bills test files share: companies A and B with their charts, A's Treasurer, Bookkeeper and
 * Auditor, the Super-Admin, a vendor and a fund program of each, and the bill form's body. Each file builds
 * its own in its beforeAll (`beforeAll(setUpBillsWorld)`); the exported bindings are live, so a test reads
 * the values of its own file's set-up. Vitest runs the files of a worker without isolation (one instance of
 * this module for several files): the set-up therefore starts the reference counter again too.
 */

export let t: TestContext;
export let admin: ReturnType<typeof api>;
export let treasurer: ReturnType<typeof api>;
export let bookkeeper: ReturnType<typeof api>;
export let auditor: ReturnType<typeof api>;
export let a: Awaited<ReturnType<typeof companyWithChart>>;
export let b: Awaited<ReturnType<typeof companyWithChart>>;
export let vendorA: number;
export let vendorB: number;
export let youthA: number;
export let youthB: number;
export let programServices: number;
export let privateExpenseB: number;

export { TODAY };
export const dayOffset = utcDay;
export const billCount = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bills))[0].n;
export const entryCount = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(journalEntries))[0].n;

// Each bill its own reference unless a test says otherwise: a second live bill of a vendor with one
// reference needs confirm_duplicate (see bills.duplicate.test.ts). The first is INV-1001.
let refSeq = 1000;
export const nextRef = () => `INV-${++refSeq}`;

/** A complete, valid bill of company A (Office Supplies 5200 / Accounts Payable 2000). */
export const billBody = (over: Record<string, unknown> = {}) => ({
  company_id: a.company.id,
  refrence: nextRef(),
  bill_due: dayOffset(30),
  vendor_id: vendorA,
  memo: 'Toner and paper',
  amount_due: '1,250.75',
  account_payable_id: a.byNumber['2000'],
  account_id: a.byNumber['5200'],
  description: 'Office supplies for November',
  fund_program_id: youthA,
  funtional_expenses_id: programServices,
  date: TODAY,
  button_status: 'save_and_close',
  ...over,
});

export const balance = (accountId: number) => balanceOf(admin, accountId);
export const trialDifference = async (companyId: number) => (await admin.get(`/reports/trial-balance?company_id=${companyId}`)).body.data.difference as string;
export const cents = (s: string) => Math.round(Number(s) * 100);

export async function setUpBillsWorld() {
  refSeq = 1000;
  t = await createTestContext();
  a = await companyWithChart(t);
  b = await companyWithChart(t);
  treasurer = a.company.api;
  bookkeeper = (await a.company.user('Bookkeeper')).api;
  auditor = (await a.company.user('Auditor')).api;
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  vendorA = (await makeVendor(t.db, a.company.id, { name: 'Office Depot' })).id;
  vendorB = (await makeVendor(t.db, b.company.id, { name: 'Other Supplier' })).id;
  youthA = await a.company.fundProgram('Youth');
  youthB = await b.company.fundProgram('Youth B');
  programServices = (await t.db.select().from(functionalExpenses).where(eq(functionalExpenses.name, 'Program services')))[0].id;
  privateExpenseB = await b.company.functionalExpense('B only');
}
export const tearDownBillsWorld = () => t.close();
