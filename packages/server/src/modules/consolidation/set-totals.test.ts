import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart } from '../../../test/world/server.js';
import { accounts, standardAccounts } from '../../db/schema/index.js';
import { loadGroupBooks } from './group-books.js';
import type { CompanySet } from './company-set.js';
import { plainReadKey, setTotalsAsOfDays } from './set-totals.js';

/**
 * Issue 27 point 6: a roll-up sums the plain accounts of every company per standard account in the database
 * (read key -standard_account_id) and reads any other account under its own id; the roll-up's books register
 * those keys. The figures of every statement are checked to the cent by the worked-tree tests; this pins the
 * keys themselves.
 */
let t: TestContext;
type Co = Awaited<ReturnType<typeof companyWithChart>>;
let X: Co;
let Y: Co;
let youth = 0;
let due = 0;
const std: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  X = await companyWithChart(t, { name: 'Keys Church X', signIn: false });
  Y = await companyWithChart(t, { name: 'Keys Church Y', signIn: false });
  const add = async (co: Co, values: Partial<typeof accounts.$inferInsert>) =>
    (
      await t.db
        .insert(accounts)
        .values({ companyId: co.company.id, accountNumber: '', accountName: '', accountTypeId: 11, ...values })
        .returning()
    )[0].id;
  youth = await add(X, { accountNumber: '6123', accountName: 'Youth trips' });
  // marked (and mapped): read under its own id, whose company and counterparty the eliminations need
  due = await add(Y, { accountNumber: '2300', accountName: 'Due to X', accountTypeId: 7, intercompanyRole: 'due_to', counterpartyCompanyId: X.company.id });
  await t.db
    .update(accounts)
    .set({ standardAccountId: (await t.db.select().from(standardAccounts).where(eq(standardAccounts.accountNumber, '2100')))[0].id })
    .where(eq(accounts.id, due));
  for (const s of await t.db.select().from(standardAccounts)) std[s.accountNumber] = s.id;
  const admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  const journal = async (co: Co, date: string, lines: Array<[number, string | null, string | null]>) => {
    const res = await admin.post('/journals', {
      company_id: co.company.id,
      entry_date: date,
      memo: 'read keys',
      lines: lines.map(([account_id, debit, credit]) => ({ account_id, ...(debit ? { debit } : { credit }) })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await journal(X, '2026-01-15', [
    [X.byNumber['1000'], '100.00', null],
    [X.byNumber['4010'], null, '100.00'],
  ]);
  await journal(Y, '2026-01-20', [
    [Y.byNumber['1000'], '250.00', null],
    [Y.byNumber['4010'], null, '250.00'],
  ]);
  await journal(X, '2026-02-03', [
    [youth, '40.00', null],
    [X.byNumber['1000'], null, '40.00'],
  ]);
  await journal(Y, '2026-02-10', [
    [Y.byNumber['1000'], '75.00', null],
    [due, null, '75.00'],
  ]);
});
afterAll(async () => t.close());

describe('roll-up read keys (issue 27 point 6)', () => {
  it('sums the plain accounts of both companies per standard account; unmapped and marked ones keep their id', async () => {
    const [jan, all] = await setTotalsAsOfDays(t.db, [X.company.id, Y.company.id], ['2026-01-31', '2026-12-31']);
    const shown = (r: typeof all) => Object.fromEntries(r.map((k) => [k.accountId, `${k.debit}/${k.credit}`]).sort(([a], [b]) => Number(a) - Number(b)));
    expect(shown(jan)).toEqual({ [plainReadKey(std['4010'])]: '0/35000', [plainReadKey(std['1000'])]: '35000/0' });
    expect(shown(all)).toEqual({
      [plainReadKey(std['4010'])]: '0/35000',
      [plainReadKey(std['1000'])]: '42500/4000',
      [youth]: '4000/0',
      [due]: '0/7500',
    });
  });

  it('the books register every plain key and load only the accounts read under their own id', async () => {
    const g = await loadGroupBooks(t.db, {
      head: { id: X.company.id, name: 'X' },
      companies: [
        { id: X.company.id, name: 'X' },
        { id: Y.company.id, name: 'Y' },
      ],
    } as CompanySet);
    expect(g.accounts.get(plainReadKey(std['1000']))?.groupId).toBe(std['1000']);
    expect(g.accounts.has(X.byNumber['1000'])).toBe(false);
    expect(g.accounts.get(youth)?.groupId).toBeLessThan(-1000);
    expect(g.accounts.get(due)).toEqual({ companyId: Y.company.id, groupId: std['2100'], intercompanyRole: 'due_to', counterpartyId: X.company.id });
  });
});
