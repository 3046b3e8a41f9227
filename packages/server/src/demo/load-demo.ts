import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { ensureSuperAdmin } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { companies, outbox, sessions, users } from '../db/schema/index.js';
import { memorySink } from '../mail/outbox.js';
import { addDays, daysBetween, isoDay, seeded } from './calendar.js';
import { functionalExpenses, setUpChart, setUpFundPrograms } from './chart.js';
import { createCompanies, DEMO_COMPANIES, DEMO_PASSWORD, emailOf } from './companies.js';
import { openingBalances } from './giving.js';
import { approvedBudget } from './budgets.js';
import { remittanceMonth } from './remittances.js';
import { payablesYearEnd } from './payables-year.js';
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
  clock = new DemoClock(app, db, realNow, start);
  try {
    const made = await createCompanies(db, await clock.as(admin.id), Number(today.slice(0, 4)));
    await choosePasswords(app, db, mail);

    const worlds: CompanyWorld[] = [];
    for (const [i, c] of DEMO_COMPANIES.entries()) {
      const { id, users: byMailbox } = made[i];
      const treasurer = await clock.as(byMailbox.treasurer);
      const w: CompanyWorld = {
        c,
        id,
        users: byMailbox,
        chart: await setUpChart(treasurer, id, c),
        funds: await setUpFundPrograms(treasurer, c),
        expenses: await functionalExpenses(treasurer, id),
        vendors: await createVendors(treasurer, id, c, start),
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

/** Delivers every queued mail to the demo's own sink (invitations, orders to vendors): none is left for the server to print. */
async function deliverAll(app: Awaited<ReturnType<typeof buildApp>>, db: Db) {
  for (;;) {
    const [{ n }] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
    if (n === 0) return;
    await app.deps.mail.flush();
  }
}

/** Each user opens their invitation link and chooses the demo password (POST /password/reset, as on the screen). */
async function choosePasswords(app: Awaited<ReturnType<typeof buildApp>>, db: Db, mail: ReturnType<typeof memorySink>) {
  await deliverAll(app, db);
  for (const m of mail.sent) {
    const token = /[?&]token=([^&\s]+)/.exec(m.text)?.[1];
    if (!token) continue;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/password/reset',
      payload: { email: m.to, token: decodeURIComponent(token), password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`demo: password of ${m.to}: ${res.statusCode} ${res.body}`);
  }
}
