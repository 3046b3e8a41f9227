import type { AppInstance } from '../app.js';
import type { Db } from '../db/client.js';
import { type DemoApi, demoApi, sessionAs } from './api.js';
import { atWorkHours, type Rng } from './calendar.js';
import type { Chart } from './chart.js';
import type { DemoCompany, DemoPerson } from './companies.js';

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

  /** The API as this user today (a session opened at the simulated time, so the idle timeout holds). */
  async as(userId: number): Promise<DemoApi> {
    const key = `${userId}:${this.day}`;
    let token = this.tokens.get(key);
    if (!token) {
      token = await sessionAs(this.db, userId, this.now);
      this.tokens.set(key, token);
    }
    return demoApi(this.app, token);
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

export const actor = (clock: DemoClock, w: CompanyWorld, mailbox: 'treasurer' | 'supervisor' | 'bookkeeper' | 'auditor') => clock.as(w.users[mailbox]);
