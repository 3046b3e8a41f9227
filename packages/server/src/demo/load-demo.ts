import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { ensureSuperAdmin } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { companies, sessions, users } from '../db/schema/index.js';
import { memorySink } from '../mail/outbox.js';
import { World } from '../world/world.js';
import { approvedBudget } from './budgets.js';
import { addDays, daysBetween, isoDay, seeded } from './calendar.js';
import { booksOf, functionalExpenses, setUpChart, setUpFundPrograms } from './chart.js';
import { createCompanies, DEMO_COMPANIES, DEMO_PASSWORD, emailOf } from './companies.js';
import { openingBalances } from './giving.js';
import { payablesYearEnd } from './payables-year.js';
import { deliverAll, demoPort } from './port.js';
import { remittanceMonth } from './remittances.js';
import { createVendors } from './vendors.js';
import { type CompanyWorld, DemoClock } from './world.js';
import { dayOfWork } from './year.js';

export class DemoRefused extends Error {}

/** Companies already in the database (deleted ones too): the demo only loads into a database without any. */
export async function companiesIn(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  return n;
}

export interface DemoSummary {
  admin: { email: string; password: string | null };
  companies: Array<{ name: string; level: string; twoFactor: boolean; users: Array<{ email: string; name: string; role: string }> }>;
  password: string;
}

/**
 * Loads the demo through the API routes, as its users, on a clock that walks through the last 365 days:
 * every bill, payment, check, order and journal entry is made by the same code the screens call, so the
 * books balance and the numbers run as in real use. Deterministic: the same seed gives the same demo.
 */
export async function loadDemo(db: Db, opts: { adminEmail?: string; now?: Date } = {}): Promise<DemoSummary> {
  if ((await companiesIn(db)) > 0) throw new DemoRefused('the database already holds companies');
  const realNow = opts.now ?? new Date();
  const today = isoDay(realNow);
  const start = addDays(today, -364);

  const adminEmail = (opts.adminEmail ?? 'admin@example.org').toLowerCase();
  const [{ n: userCount }] = await db.select({ n: count() }).from(users);
  await ensureSuperAdmin(db, { email: adminEmail, password: DEMO_PASSWORD }, () => {});
  const [admin] = await db.select().from(users).where(eq(users.isSuperAdmin, true)).orderBy(asc(users.id)).limit(1);

  let clock: DemoClock | null = null;
  const mail = memorySink();
  const config = loadConfig({ WEB_DIST: '', AUTH_RATE_LIMIT: '100000', MAIL_RATE_LIMIT: '100000', APP_URL: 'http://demo.local' });
  const app = await buildApp({ db, config, mailSink: mail, clock: () => clock?.now ?? realNow });
  await app.ready();
  const demoClock = new DemoClock(app, db, realNow, start);
  clock = demoClock;
  try {
    const world = new World(demoPort(app, db, mail.sent, () => demoClock.token(admin.id)));
    const made = await createCompanies(world, Number(today.slice(0, 4)));

    const worlds: CompanyWorld[] = [];
    for (const [i, c] of DEMO_COMPANIES.entries()) {
      const { company, users: byMailbox } = made[i];
      const id = company.id;
      const treasurer = await clock.as(byMailbox.treasurer);
      const office = company.as(clock.client(byMailbox.treasurer));
      const chart = await setUpChart(office, treasurer);
      const funds = await setUpFundPrograms(office, c);
      const expenses = await functionalExpenses(treasurer, id);
      company.useBooks(booksOf(chart, funds, expenses));
      const w: CompanyWorld = {
        c,
        id,
        company,
        users: byMailbox,
        chart,
        funds,
        expenses,
        vendors: await createVendors(office, c, start),
        rng: seeded(1000 + i),
        open: [],
        orders: {},
        returns: [],
        done: new Set<string>(),
      };
      await openingBalances(clock, w);
      worlds.push(w);
    }
    for (const day of daysBetween(addDays(start, 1), today)) {
      clock.setDay(day);
      for (const w of worlds) await dayOfWork(clock, w, { start, today });
    }
    for (const w of worlds) await approvedBudget(clock, w, today);
    await remittanceMonth(clock, worlds[0], worlds.slice(1), today);
    for (const w of worlds) await payablesYearEnd(clock, w);
    await deliverAll(app, db);
  } finally {
    await db
      .update(sessions)
      .set({ revokedAt: realNow })
      .where(and(eq(sessions.userAgent, 'npm run demo'), isNull(sessions.revokedAt)));
    await app.close();
  }

  return {
    admin: { email: admin.email, password: userCount === 0 ? DEMO_PASSWORD : null },
    password: DEMO_PASSWORD,
    companies: DEMO_COMPANIES.map((c) => ({
      name: c.legalName,
      level: c.level === 4 ? 'District' : 'Local Assembly',
      twoFactor: c.twoFactor,
      users: c.people.map((p) => ({ email: emailOf(c, p), name: `${p.first} ${p.last}`, role: p.role })),
    })),
  };
}
