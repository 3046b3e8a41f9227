import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, secondNode, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';
import type { AppInstance } from '../../app.js';
import { bills, recurringBillRuns } from '../../db/schema/index.js';
import { makeTemplate, templateBody } from './recurring-bills.fixtures.js';
import { makeDueBills } from './tick.js';

// Issue 28 point 4 on PostgreSQL: two app nodes tick at the same moment, then again after months down; every
// (template, month) has exactly one bill, and no bill exists without its run key.
let t: TestContext;
let second: { app: AppInstance; close(): Promise<void> };
let grace: WorldCompany;
let bethel: WorldCompany;
const at = (day: string) => new Date(`${day}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestContext();
  second = await secondNode(t);
  const world = testWorld(t);
  grace = await world.company({ name: 'Grace Chapel' });
  bethel = await world.company({ name: 'Bethel' });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t.close();
});

describe('the scheduler on two nodes', () => {
  it('makes each bill once when both nodes tick at once, and catches up once after a gap', async () => {
    const ids: number[] = [];
    for (const [c, pattern] of [
      [grace, 'GA{YYYY}{MM}'],
      [grace, 'GB{YYYY}{MM}'],
      [grace, 'GC{YYYY}{MM}'],
      [bethel, 'BA{YYYY}{MM}'],
      [bethel, 'BB{YYYY}{MM}'],
    ] as const) {
      ids.push((await makeTemplate(c.api, await templateBody(c, { reference_pattern: pattern, first_date: '2026-01-01', day_of_month: 1 }))).id);
    }
    const nodes = [t.app.deps.db, second.app.deps.db];
    for (const [round, day, months] of [
      [1, '2026-03-01', 3],
      [2, '2026-03-02', 3],
      [3, '2026-09-15', 9],
    ] as const) {
      // Several ticks on each node at the same moment.
      const results = await Promise.all([...nodes, ...nodes, ...nodes].map((db) => makeDueBills(db, at(day))));
      expect(results.every((r) => r.failed === 0), `round ${round}`).toBe(true);
      const runs = await t.db.select().from(recurringBillRuns).where(inArray(recurringBillRuns.templateId, ids));
      expect(runs, `round ${round}`).toHaveLength(ids.length * months);
      // One bill per run, each its own, with the month's reference.
      const billIds = runs.map((r) => r.billId);
      expect(new Set(billIds).size).toBe(billIds.length);
      const made = await t.db.select({ id: bills.id, ref: bills.reference, companyId: bills.companyId }).from(bills).where(inArray(bills.id, billIds));
      expect(made).toHaveLength(runs.length);
      for (const r of runs) {
        const b = made.find((m) => m.id === r.billId);
        expect(b?.ref.endsWith(r.period.replace('-', ''))).toBe(true);
        expect(b?.companyId).toBe(r.companyId);
      }
    }
    // No bill of a template's reference family exists outside the run keys (none made and left unrecorded).
    for (const prefix of ['GA', 'GB', 'GC', 'BA', 'BB']) {
      const all = await t.db.select({ id: bills.id, ref: bills.reference }).from(bills);
      const family = all.filter((b) => b.ref.startsWith(`${prefix}2026`));
      expect(family, prefix).toHaveLength(9);
    }
  });
});
