import { and, eq, sql } from 'drizzle-orm';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { balanceOf } from '../../../test/world/reads.js';
import { billPayments, bills, journalEntries } from '../../db/schema/index.js';
import { payingCompany } from './bill-payments.fixtures.js';

/*
 * The world the bill-payment test files share: two paying companies (A funded with 1,000.00, B with 500.00)
 * and the Super-Admin. Each file builds its own in its beforeAll (`beforeAll(setUpBillPaymentsWorld)`); the
 * exported bindings are live, so a test reads the values of its own file's set-up (Vitest runs the files of
 * a worker without isolation: one instance of this module for several files).
 */

export let t: TestContext;
export let admin: ReturnType<typeof api>;
export let a: Awaited<ReturnType<typeof payingCompany>>;
export let b: Awaited<ReturnType<typeof payingCompany>>;

export const count = async (table: typeof billPayments | typeof journalEntries) =>
  (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0].n;
export const snapshot = async () => ({ payments: await count(billPayments), entries: await count(journalEntries) });
export const billStatus = async (id: number) => (await t.db.select({ s: bills.status }).from(bills).where(eq(bills.id, id)))[0].s;
export const accountBalance = (accountId: number) => balanceOf(admin, accountId);
export const entriesOf = (paymentId: number) =>
  t.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.sourceType, 'bill_payment'), eq(journalEntries.sourceId, paymentId)))
    .orderBy(journalEntries.id);

export async function setUpBillPaymentsWorld() {
  t = await createTestContext();
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  a = await payingCompany(t);
  b = await payingCompany(t);
  await a.fund('1000.00');
  await b.fund('500.00');
}
export const tearDownBillPaymentsWorld = () => t.close();
