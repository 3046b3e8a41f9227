import { expect } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart } from '../../../test/world/server.js';
import { functionalExpenses } from '../../db/schema/index.js';
import { ledgerProblems, post } from '../../ledger/index.js';

/*
 * A worked example computed by hand: Grace Chapel's year 2026 (beginning = as of 2025-12-31).
 *
 * Funds: General (untagged lines), Building Fund (purpose), Youth Trip (time, released 2026-06-30),
 * Endowment (perpetual). Functional expenses: Program services (P), Management and general (MG).
 *
 *   2025-12-01  opening balance       Dr 1000 Checking 10,000.00           Cr 3000 Net Assets Without 10,000.00
 *   2025-12-15  Youth Trip gift       Dr 1000 Checking  2,400.00 [Youth]   Cr 4020 Designated Off.  2,400.00 [Youth]
 *   2026-01-04  Sunday offerings      Dr 1000 Checking  5,000.00           Cr 4010 General Offerings 3,000.00, 4000 Tithes 2,000.00
 *   2026-02-01  Building Fund gift    Dr 1000 Checking  8,000.00 [Bldg]    Cr 4100 Building Fund Contr. 8,000.00 [Bldg]
 *   2026-03-10  repairs (Bldg, P)     Dr 5120 Repairs   1,500.00 [Bldg]    Cr 1000 Checking 1,500.00 [Bldg]
 *   2026-04-01  sound system bought   Dr 1500 Furniture 3,000.00 [Bldg]    Cr 1000 Checking 3,000.00 [Bldg]
 *   2026-05-05  endowment gift        Dr 1010 Savings   5,000.00 [Endow]   Cr 4020 Designated Off.  5,000.00 [Endow]
 *   2026-06-01  utilities bill (MG)   Dr 5110 Utilities   600.00           Cr 2000 A/P 600.00
 *   2026-06-20  its payment           Dr 2000 A/P         600.00           Cr 1000 Checking 600.00
 *   2026-07-15  office bill (MG)      Dr 5200 Office      250.00           Cr 2000 A/P 250.00      (unpaid at year end)
 *   2026-08-01  youth trip (Youth, P) Dr 5310 Youth     900.00 [Youth]     Cr 1000 Checking 900.00 [Youth]
 *   2026-09-01  pastor's salary (P)   Dr 5000 Pastoral 2,000.00            Cr 1000 Checking 2,000.00
 *
 * Financial position 2025-12-31: Checking 12,400.00 = assets; no liabilities; net assets without 10,000.00
 * (General), with 2,400.00 (Youth Trip, restricted until 2026-06-30); total 12,400.00.
 *
 * Financial position 2026-12-31:
 *   Checking: General 10,000 + 5,000 - 600 - 2,000 = 12,400; Building 8,000 - 1,500 - 3,000 = 3,500;
 *             Youth 2,400 - 900 = 1,500                                   -> 17,400.00
 *   Savings (Endowment) 5,000.00. Current assets 22,400.00. Furniture (Building) 3,000.00 non-current.
 *   Total assets 25,400.00; A/P 250.00 (current); total liabilities 250.00.
 *   Net assets by fund: General 12,400 - 250 = 12,150; Building 3,500 + 3,000 = 6,500; Youth 1,500; Endowment 5,000.
 *   With restrictions: Building's money not yet spent 6,500 - 3,000 (its asset is released) = 3,500; Youth 0
 *   (released on 2026-06-30); Endowment 5,000 -> with 8,500.00; without 25,150 - 8,500 = 16,650.00; total 25,150.00.
 *
 * Activities 2026:
 *   Revenue: 4000 Tithes 2,000 without; 4010 General Offerings 3,000 without; 4020 Designated Offerings 5,000 with
 *   (Endowment); 4100 Building Fund 8,000 with.   Without 5,000, with 13,000, total 18,000.
 *   Released: Building 1,500 repairs + 3,000 asset = 4,500; Youth Trip all it held at release 2,400;
 *   Endowment 0 -> 6,900.00 (without +6,900, with -6,900).
 *   Total revenue and support: without 11,900.00, with 6,100.00, total 18,000.00.
 *   Expenses: Program services 1,500 + 900 + 2,000 = 4,400.00; Management and general 600 + 250 = 850.00; total 5,250.00.
 *   Change: without 11,900 - 5,250 = 6,650.00; with 6,100.00; total 12,750.00.
 *   Beginning 10,000 / 2,400 / 12,400; end 16,650 / 8,500 / 25,150 (= the financial position).
 *
 * Functional expenses 2026 (rows x P | MG): 5000 2,000 | 0; 5110 0 | 600; 5120 1,500 | 0; 5200 0 | 250;
 * 5310 900 | 0. Totals 4,400 | 850, unassigned 0, total 5,250.00.
 *
 * Fund balances 2026 (beginning, revenue, expenses, transfers, ending, released; bank shares):
 *   General   10,000  5,000  2,850  0  12,150      0   Checking 12,400
 *   Building       0  8,000  1,500  0   6,500  4,500   Checking 3,500
 *   Endowment      0  5,000      0  0   5,000      0   Savings 5,000
 *   Youth Trip 2,400      0    900  0   1,500  2,400   Checking 1,500      sum of ending 25,150.00
 *
 * Cash flows 2026: change in net assets 12,750; less contributions restricted to long-term purposes
 * (the endowment) -5,000; A/P +250 -> operating 8,000.00. Investing: purchase of furniture -3,000.00.
 * Financing: endowment contributions +5,000.00. Net change 10,000.00 = cash 22,400.00 - 12,400.00.
 */

/*
 * Each worked-example test file builds this world in its own beforeAll (`beforeAll(setUpWorkedExample)`) and
 * checks the ledger in its afterAll; the exported bindings are live, so a test reads the values of its own
 * file's set-up (Vitest runs the files of a worker without isolation: one instance of this module for several).
 */
export let t: TestContext;
export let book: Awaited<ReturnType<typeof companyWithChart>>;
export let other: Awaited<ReturnType<typeof companyWithChart>>;
export let auditor: ReturnType<typeof api>;
export let admin: ReturnType<typeof api>;
export let auditorToken: string;
export let adminToken: string;
export const ids = { building: 0, youth: 0, endowment: 0, program: 0, mgmt: 0 };

export const L = (accountId: number, debitCents: number, creditCents: number, fundProgramId?: number, functionalExpenseId?: number) => ({
  accountId,
  debitCents,
  creditCents,
  fundProgramId,
  functionalExpenseId,
});

export async function setUpWorkedExample() {
  t = await createTestContext();
  [book, other] = await Promise.all([companyWithChart(t, { name: 'Grace Chapel' }), companyWithChart(t)]);
  const cid = book.company.id;
  // The funds are the company's own, made by its Treasurer through the settings API.
  const fund = async (name: string, restriction: 'purpose' | 'time' | 'perpetual', release_on: string | null = null) => {
    const res = await book.company.api.post('/createFundProgram', { name, status: 1, restriction, release_on });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.id as number;
  };
  ids.building = await fund('Building Fund', 'purpose');
  ids.youth = await fund('Youth Trip', 'time', '2026-06-30');
  ids.endowment = await fund('Endowment', 'perpetual');
  // Company-own functional expenses named as Form 990's shared ones: the API refuses those names (taken by the
  // shared rows), and the report lists a company's own even in a year they have no lines (the compared files).
  const fe = async (name: string) => (await t.db.insert(functionalExpenses).values({ companyId: cid, name }).returning())[0].id;
  ids.program = await fe('Program services');
  ids.mgmt = await fe('Management and general');
  const n = book.byNumber;
  const p = (date: string, lines: ReturnType<typeof L>[]) => post(t.db, { companyId: cid, date, sourceType: 'manual', createdBy: null, lines });
  const $ = (dollars: number) => dollars * 100;
  await p('2025-12-01', [L(n['1000'], $(10_000), 0), L(n['3000'], 0, $(10_000))]);
  await p('2025-12-15', [L(n['1000'], $(2_400), 0, ids.youth), L(n['4020'], 0, $(2_400), ids.youth)]);
  await p('2026-01-04', [L(n['1000'], $(5_000), 0), L(n['4010'], 0, $(3_000)), L(n['4000'], 0, $(2_000))]);
  await p('2026-02-01', [L(n['1000'], $(8_000), 0, ids.building), L(n['4100'], 0, $(8_000), ids.building)]);
  await p('2026-03-10', [L(n['5120'], $(1_500), 0, ids.building, ids.program), L(n['1000'], 0, $(1_500), ids.building)]);
  await p('2026-04-01', [L(n['1500'], $(3_000), 0, ids.building), L(n['1000'], 0, $(3_000), ids.building)]);
  await p('2026-05-05', [L(n['1010'], $(5_000), 0, ids.endowment), L(n['4020'], 0, $(5_000), ids.endowment)]);
  await p('2026-06-01', [L(n['5110'], $(600), 0, undefined, ids.mgmt), L(n['2000'], 0, $(600))]);
  await p('2026-06-20', [L(n['2000'], $(600), 0), L(n['1000'], 0, $(600))]);
  await p('2026-07-15', [L(n['5200'], $(250), 0, undefined, ids.mgmt), L(n['2000'], 0, $(250))]);
  await p('2026-08-01', [L(n['5310'], $(900), 0, ids.youth, ids.program), L(n['1000'], 0, $(900), ids.youth)]);
  await p('2026-09-01', [L(n['5000'], $(2_000), 0, undefined, ids.program), L(n['1000'], 0, $(2_000))]);
  await post(t.db, {
    companyId: other.company.id,
    date: '2026-01-01',
    sourceType: 'manual',
    createdBy: null,
    lines: [L(other.byNumber['1000'], 777, 0), L(other.byNumber['4010'], 0, 777)],
  });
  auditorToken = (await book.company.user('Auditor')).token;
  auditor = api(t.app, auditorToken);
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  admin = api(t.app, adminToken);
}
export async function tearDownWorkedExample() {
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
}

export const YEAR = 'from=2026-01-01&to=2026-12-31';
export const get = async (path: string) => {
  const res = await auditor.get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
export const amounts = (rows: Array<{ account_name: string; amount: string; group?: string }>) => Object.fromEntries(rows.map((r) => [r.account_name, r.amount]));
