import type { AppInstance } from '../app.js';
import type { Db } from '../db/client.js';
import type { Client, WorldCompany } from '../world/world.js';
import { type DemoApi, demoApi, sessionAs } from './api.js';
import { atWorkHours, type Rng } from './calendar.js';
import type { Chart } from './chart.js';
import type { DemoCompany, DemoPerson } from './companies.js';
import { injectClient } from './port.js';

/** The app on the simulated clock, and a session per user per simulated day. */
export class DemoClock {
  now: Date;
  day: string;
  private tokens = new Map<string, string>();

  constructor(
    readonly app: AppInstance,
    readonly db: Db,
    readonly realNow: Date,
    start: string,
  ) {
    this.day = start;
    this.now = atWorkHours(start);
  }

  /** Moves to a day (never past the real now: the last day's work happens "now"). */
  setDay(day: string) {
    this.day = day;
    this.now = new Date(Math.min(atWorkHours(day).getTime(), this.realNow.getTime()));
  }

  /** This user's session today (opened at the simulated time, so the idle timeout holds). */
  async token(userId: number): Promise<string> {
    const key = `${userId}:${this.day}`;
    let token = this.tokens.get(key);
    if (!token) {
      token = await sessionAs(this.db, userId, this.now);
      this.tokens.set(key, token);
    }
    return token;
  }

  /** The API as this user today. */
  async as(userId: number): Promise<DemoApi> {
    return demoApi(this.app, await this.token(userId));
  }

  /** The world builder's caller as this user: each call on the session of the day it is made. */
  client(userId: number): Client {
    const today = async () => injectClient(this.app, await this.token(userId));
    return {
      get: async (url, headers) => (await today()).get(url, headers),
      post: async (url, body, headers) => (await today()).post(url, body, headers),
      del: async (url) => (await today()).del(url),
    };
  }
}

export interface OpenBill {
  id: number;
  cents: number;
  vendor: string;
  day: string;
  /** left unpaid on purpose: the dashboard's overdue bills */
  hold: boolean;
}

/** One company of the demo as it is being built. */
export interface CompanyWorld {
  c: DemoCompany & { people: DemoPerson[] };
  id: number;
  /** the company in the world builder (src/world): its vendors, bills, payments and checks are made there */
  company: WorldCompany;
  users: Record<string, number>;
  chart: Chart;
  funds: Record<string, number>;
  expenses: Record<string, number>;
  vendors: Record<string, number>;
  rng: Rng;
  /** Created bills not yet paid */
  open: OpenBill[];
  /** purchase-order ids by the key of their plan (purchase-orders.ts) */
  orders: Record<string, number>;
  /** checks the bank returned, marked returned on the next Wednesday (line: the line's number on the deposit; fee in cents) */
  returns: Array<{ depositId: number; line: number; fee: number }>;
  /** one-off events already done (the first pay run in a window voids a payment, ...) */
  done: Set<string>;
}

type Mailbox = 'treasurer' | 'supervisor' | 'bookkeeper' | 'auditor';
export const actor = (clock: DemoClock, w: CompanyWorld, mailbox: Mailbox) => clock.as(w.users[mailbox]);
/** The builder's company with this user making the records (on their session of the day). */
export const makerOf = (clock: DemoClock, w: CompanyWorld, mailbox: Mailbox) => w.company.as(clock.client(w.users[mailbox]));
