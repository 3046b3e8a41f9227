import { BILL_PAYMENT_STATUS } from '@app/contract';
import { and, eq, ne } from 'drizzle-orm';
import { billPayments } from '../../src/db/schema/index.js';
import { api, loginAs } from '../api.js';
import { makeVendor } from '../factories.js';
import type { TestContext } from '../harness.js';
import { checkingCompany } from '../../src/modules/checks/checks.fixtures.js';

export type Client = ReturnType<typeof api>;

/** One company of a run: its treasurer, vendors, tags and the accounts the documents use. */
export interface WorldCompany {
  index: number;
  id: number;
  email: string;
  /** the treasurer's password (the world builder's), to sign in again after the clock moves */
  password: string;
  treasurer: Client;
  vendors: number[];
  program: number;
  expense: number;
  payable: number;
  netAssets: number;
  /** Bank Service Charges: the other side of money taken out by a manual entry */
  charges: number;
  /** General Offerings (4010): what a deposit's lines credit */
  offerings: number;
  /** Operating Checking, Savings, Petty Cash: the bank and cash accounts payments come from */
  banks: number[];
  /** accounts a bill may book to (expenses and an asset) */
  coa: number[];
}

export interface World {
  t: TestContext;
  companies: WorldCompany[];
  /** the app's calendar day, 'YYYY-MM-DD' */
  today(): string;
  /** a day `days` from the app's today */
  day(days: number): string;
  /** moves the app clock on (sessions go idle: everyone signs in again) */
  advance(days: number): Promise<void>;
  /** the live payment of a bill (a standard check's answer names its bill, not its payment) */
  paymentOfBill(billId: number): Promise<number>;
  /** a reference no other bill of the run has (the same vendor + reference asks about a duplicate); numeric, as a check needs */
  reference(): string;
}

/** The run starts near a month's end, so moving the clock crosses months (closed months read ledger_totals). */
export const START = Date.parse('2026-01-27T12:00:00Z');
const DAY_MS = 86_400_000;

/**
 * A fresh world for one run (fast-check replays runs while it shrinks, each on a world of its own): `count`
 * companies in the test's database, each with a treasurer, three vendors and the standard chart.
 */
export async function buildWorld(t: TestContext, count: number): Promise<World> {
  let now = START;
  t.setNow(new Date(now));
  const companies: WorldCompany[] = [];
  for (let index = 0; index < count; index++) {
    const c = await checkingCompany(t);
    const third = await makeVendor(t.db, c.companyId, { name: `Mission supply ${c.companyId}` });
    companies.push({
      index,
      id: c.companyId,
      email: c.world.treasurer.email,
      password: c.world.treasurer.password,
      treasurer: c.treasurer,
      vendors: [c.vendor.id, c.vendor2.id, third.id],
      program: c.program.id,
      expense: c.expense.id,
      payable: c.payable,
      netAssets: c.byNumber['3000'],
      charges: c.byNumber['5700'],
      offerings: c.byNumber['4010'],
      banks: [c.byNumber['1000'], c.byNumber['1010'], c.byNumber['1050']],
      coa: [c.byNumber['5200'], c.byNumber['5110'], c.byNumber['5320'], c.byNumber['1500']],
    });
  }
  let refs = 0;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    t,
    companies,
    today: () => iso(now),
    day: (days) => iso(now + days * DAY_MS),
    reference: () => String(++refs),
    async paymentOfBill(billId) {
      const [row] = await t.db
        .select({ id: billPayments.id })
        .from(billPayments)
        .where(and(eq(billPayments.billId, billId), ne(billPayments.status, BILL_PAYMENT_STATUS.Void)));
      return row.id;
    },
    async advance(days) {
      now += days * DAY_MS;
      t.setNow(new Date(now));
      for (const c of companies) c.treasurer = api(t.app, await loginAs(t.app, c.email, c.password));
    },
  };
}
