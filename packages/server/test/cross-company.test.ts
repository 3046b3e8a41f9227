import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from './api.js';
import { changedTables, companyRows } from './company-rows.js';
import { createTestContext, type TestContext } from './harness.js';
import { objectProps, type Operation, operationsOf, type Schema, sample } from './openapi.js';
import { POSITION, testWorld, type WorldCompany } from './world/server.js';
import { importFile } from '../src/modules/bank-statements/import.fixtures.js';
import { insertStatement } from '../src/modules/reconciliations/statement-rows.fixture.js';

/**
 * Tenancy, generated from the OpenAPI document (issue 22 point 2): company B has one record of every kind;
 * as A's Treasurer and as A's supervisor (the most a company user holds), every route that takes an id is
 * called with each of B's ids of that kind in each position (path, query, body field, a field of a body
 * row), everything else A's own. Each call answers 404 or 422 (or 403, when A's own id is refused the same
 * way: the permission, not the record, refused it), and none changes a row of B. A new route is covered by
 * its parameters' names (`id`, `*_id`, `*Id`, `*_ids`) with no new test code; a name whose kind of record
 * the rules below cannot tell fails the test, asking for a rule.
 */
type Kind =
  | 'company'
  | 'user'
  | 'vendor'
  | 'account'
  | 'fundProgram'
  | 'functionalExpense'
  | 'bill'
  | 'payment'
  | 'check'
  | 'order'
  | 'orderItem'
  | 'journal'
  | 'deposit'
  | 'transfer'
  | 'bankStatement'
  | 'statement'
  | 'statementLine'
  | 'journalLine'
  | 'reconciliation'
  | 'reconMatch'
  | 'attachment'
  | 'recurringBill'
  | 'budget';

/** Positions that take an id of something no company owns, so there is no other company's id to try. */
const SHARED: Array<[RegExp, string]> = [
  [/(status_id|statusId)$|ByStatus(Id)?\/\{id\}#id$/, 'a status number, the same for every company'],
  [/master_ac_type_id$/, "an account type: the chart's type list is global"],
  [/browser_id$/, "the browser's own identifier, not a record"],
  [/\/(ministry|location)\/\{id\}#id$/, 'ministries and locations are global lists (Super-Admin only)'],
];

/** The kind of record behind an id-taking position (`<path>#<name>`, rows as `field[].sub`), first rule that matches. */
const KIND_RULES: Array<[RegExp, Kind]> = [
  [/reconciliations\/\{id\}[\w/{}]*#id$/, 'reconciliation'],
  [/#matchId$/, 'reconMatch'],
  [/#(lineId|statement_line_ids)$/, 'statementLine'],
  [/#journal_line_ids$/, 'journalLine'],
  [/#statement_id$/, 'statement'],
  [/users\[\]\.id$|otp-verify#id$/, 'user'],
  [/items\[\]\.id$/, 'orderItem'],
  [/#((parent_)?company_?[iI]d|companyId|company_ids|counterparty_company_id)$|(ByCompanyId|\/company)\/\{id\}#id$|user-changes#id$|getWholeCompanyData#id$/, 'company'],
  [/#(\w+\[\]\.)?(vendor_id|vendorId)$|\/vendor\/\w+\/\{id\}#id$/, 'vendor'],
  [
    /#(\w+\[\]\.)?\w*(account_ids?|AccountId|account_payable_id|accountPayableId)$|(Account|Ledger)\w*\/\{id\}#id$|checkAccountNumber#id$|account-mappings\/\{id\}#id$|bank-accounts\/\{id\}\/csv-mapping#id$/,
    'account',
  ],
  [/PaymentsOfBill\/\{id\}#id$/, 'bill'],
  [/#(\w+\[\]\.)?bill_payment_id$|([Bb]ill-?[Pp]ayment|BillPayment)\w*\/\{id\}(\/void-preview)?#id$/, 'payment'],
  [/#(\w+\[\]\.)?(bill_id|billId)$|([Bb]ill)\w*\/\{id\}(\/void-preview)?#id$/, 'bill'],
  [/#(check_id|checkId)$|[Cc]heck\w*\/\{id\}(\/void-preview)?#id$/, 'check'],
  [/#(purchase_order_id|orderId)$|([Pp]urchaseOrder|sendMailPendingFromVendor)\w*\/\{id\}(\/\{action\})?#id$/, 'order'],
  [/#(\w+\[\]\.)?(to_)?fund_program_ids?$|[Ff]undProgram\w*\/\{id\}#id$/, 'fundProgram'],
  [/#(\w+\[\]\.)?(funtional_expenses_id|functional_expense_id)$|(FunctionalExpenses|statusUpdate)\/\{id\}#id$/, 'functionalExpense'],
  [/journals\/\{id\}(\/reverse)?#id$/, 'journal'],
  [/deposits\/\{id\}(\/\w+|\/lines\/\{line\}\/return)?#id$/, 'deposit'],
  [/transfers\/\{id\}(\/void)?#id$/, 'transfer'],
  [/bank-statements\/\{id\}#id$/, 'bankStatement'],
  [/attachments\/bill\/\{owner_id\}#owner_id$/, 'bill'],
  [/attachments\/vendor\/\{owner_id\}#owner_id$/, 'vendor'],
  [/attachments\/bill_payment\/\{owner_id\}#owner_id$/, 'payment'],
  [/attachments\/check\/\{owner_id\}#owner_id$/, 'check'],
  [/attachment-files\/\{id\}#id$/, 'attachment'],
  [/recurring-bills\/\{id\}(\/\{action\})?#id$/, 'recurringBill'],
  [/budgets\/\{id\}(\/\w+)?#id$/, 'budget'],
];

const ID_NAME = /^(id|\w+_id|\w+Id|\w+_ids)$/;

type Ids = Record<Kind, number[]>;

/** One record of every kind in a company, made through the API by its own users. */
async function recordsOf(company: WorldCompany, extraUser: { id: number }): Promise<Ids> {
  const books = await company.books();
  const vendor = await company.vendor();
  const journal = await company.fund('900.00');
  const open = await company.bill('40.00', { vendor_id: vendor.id });
  const paid = await company.bill('60.00', { vendor_id: vendor.id });
  const [payment] = await company.pay([paid]);
  const [voucher] = await company.voucherCheck([payment.id]);
  const standard = await company.standardCheck('25.00', { vendor_id: vendor.id });
  const order = await company.order({ vendor_id: vendor.id });
  const items = (await company.api.get(`/showPurchaseOrder/${order}`)).body.itemData as Array<{ id: number }>;
  const deposit = await company.api.post('/deposits', {
    bank_account_id: books.bank,
    deposit_date: new Date().toISOString().slice(0, 10),
    counted_by: ['Ruth Usher', 'Amos Deacon'],
    lines: [
      { account_id: books.byNumber['4010'], fund_program_id: books.fundProgramId, amount: '30.00', method: 'check', check_number: '7', payer: 'A giver' },
    ],
  });
  await company.fund('50.00', books.byNumber['1010']);
  const transfer = await company.api.post('/transfers', {
    from_bank_account_id: books.byNumber['1010'],
    to_bank_account_id: books.bank,
    transfer_date: new Date().toISOString().slice(0, 10),
    amount: '20.00',
    fund_program_id: books.fundProgramId,
  });
  const imported = await importFile(t, company.treasurer.token, books.bank, 'november.qfx');
  // A statement of the savings account (rows as an import writes them) and its reconciliation, whose sure
  // match clears the transfer out.
  const statement = await insertStatement(t.db, {
    companyId: company.id,
    bankAccountId: books.byNumber['1010'],
    userId: company.treasurer.id,
    lines: [{ date: new Date().toISOString().slice(0, 10), cents: -2_000 }],
  });
  const recon = (
    await company.api.post('/reconciliations', {
      bank_account_id: books.byNumber['1010'],
      statement_id: statement.statementId,
      statement_date: new Date().toISOString().slice(0, 10),
      statement_ending_balance: '30.00',
    })
  ).body.data;
  const boundary = 'crosscompany';
  const pdf = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w9.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 w9\r\n--${boundary}--\r\n`;
  const attachment = await company.api.post(`/attachments/vendor/${vendor.id}`, pdf, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  const recurring = await company.api.post('/recurring-bills', {
    vendor_id: vendor.id,
    account_payable_id: books.payable,
    reference_pattern: 'R{YYYY}{MM}',
    day_of_month: 1,
    first_date: '2026-01-01',
    lines: [{ account_id: books.expense, fund_program_id: books.fundProgramId, funtional_expenses_id: books.functionalExpenseId, amount: '10.00' }],
  });
  const budget = await company.api.post('/budgets', { year: 2026, lines: [{ account_id: books.expense, spread: 'even', annual: '120.00' }] });
  return {
    company: [company.id],
    user: [company.treasurer.id, extraUser.id],
    vendor: [vendor.id],
    account: [books.bank, books.payable, books.expense],
    fundProgram: [books.fundProgramId],
    functionalExpense: [await company.functionalExpense()],
    bill: [open.id, paid.id],
    payment: [payment.id],
    check: [voucher.id, standard.id],
    order: [order],
    orderItem: items.map((i) => i.id),
    journal: [journal],
    deposit: [deposit.body.data.id],
    transfer: [transfer.body.data.id],
    bankStatement: [imported.body.data.statement_id],
    statement: [statement.statementId],
    statementLine: statement.lineIds,
    journalLine: recon.matches[0].book_lines.map((l: { journal_line_id: number }) => l.journal_line_id),
    reconciliation: [recon.id],
    reconMatch: [recon.matches[0].id],
    attachment: [attachment.body.data.id],
    recurringBill: [recurring.body.data.id],
    budget: [budget.body.data.id],
  };
}

let t: TestContext;
let a: WorldCompany;
let b: WorldCompany;
let ownIds: Ids;
let foreignIds: Ids;
const callers: Array<[string, string]> = [];
beforeAll(async () => {
  t = await createTestContext();
  const world = testWorld(t);
  // Issue 27: A's Treasurers hold Rollup_View (granted to their position here) over a company below A; B is
  // below a sibling of A. Every read from above that reaches B must still answer 404 (the subtree rule is on).
  await t.db.execute(sql`insert into role_permissions (role_id, permission_id) select ${POSITION.Treasurer}, id from permissions where name = 'Rollup_View'`);
  a = await world.company({ name: 'Company A' });
  await world.company({ name: "A's church", parentCompanyId: a.id });
  const sibling = await world.company({ name: 'Sibling of A' });
  b = await world.company({ name: 'Company B', parentCompanyId: sibling.id });
  const supervisorA = await a.user('Treasurer', { approver: true });
  ownIds = await recordsOf(a, supervisorA);
  foreignIds = await recordsOf(b, await b.user('Auditor'));
  callers.push(["A's Treasurer", a.treasurer.token], ["A's supervisor", supervisorA.token]);
}, 120_000);
afterAll(() => t.close());

interface Position {
  in: 'path' | 'query' | 'body' | 'row';
  name: string;
  /** the body field holding the rows, for `row` */
  field?: string;
  key: string;
}

/** Every id-taking position of an operation. */
function positionsOf(path: string, op: Operation): Position[] {
  const out: Position[] = [];
  for (const p of op.parameters ?? [])
    if ((p.in === 'path' || p.in === 'query') && ID_NAME.test(p.name)) out.push({ in: p.in, name: p.name, key: `${path}#${p.name}` });
  const body = op.requestBody?.content?.['application/json']?.schema;
  for (const [field, s] of Object.entries(objectProps(body))) {
    if (ID_NAME.test(field)) out.push({ in: 'body', name: field, key: `${path}#${field}` });
    const item = s.items ?? (s.anyOf ?? []).find((x: Schema) => x.items)?.items;
    for (const sub of Object.keys(objectProps(item))) if (ID_NAME.test(sub)) out.push({ in: 'row', name: sub, field, key: `${path}#${field}[].${sub}` });
  }
  return out;
}

const shared = (key: string) => SHARED.find(([re]) => re.test(key));
const kindOf = (key: string) => KIND_RULES.find(([re]) => re.test(key))?.[1];

/** A's own value for a field of a body, query or path (its ids by kind), so only B's id is foreign. */
const ownValue = (path: string) => (name: string) => {
  if (!ID_NAME.test(name)) return undefined;
  const kind = kindOf(`${path}#${name}`);
  if (!kind) return undefined;
  return name.endsWith('_ids') ? ownIds[kind] : ownIds[kind][0];
};

interface Call {
  method: string;
  url: string;
  payload?: unknown;
}

/** The call with `value` in position `at`, A's own values everywhere else. */
function callWith(method: string, path: string, op: Operation, at: Position, value: number): Call {
  const own = ownValue(path);
  const pathValue = (n: string) => (at.in === 'path' && at.name === n ? value : (own(n) ?? 1));
  const url = path.replace(/\{(\w+)\}/g, (_, n) => String(pathValue(n)));
  const query = at.in === 'query' ? `?${at.name}=${value}` : '';
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  let payload: Record<string, unknown> | undefined;
  if (bodySchema) {
    payload = { ...(sample(bodySchema, '', own) as Record<string, unknown>) };
    if (at.in === 'body') payload[at.name] = at.name.endsWith('_ids') ? [value] : value;
    if (at.in === 'row' && at.field) {
      const s = objectProps(bodySchema)[at.field];
      const item = s.items ?? (s.anyOf ?? []).find((x: Schema) => x.items)?.items;
      payload[at.field] = [{ ...(sample(item, at.field, own) as object), [at.name]: value }];
    }
  }
  return { method, url: `${url}${query}`, payload };
}

async function send(token: string, c: Call) {
  const res = await t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: { authorization: `Bearer ${token}`, ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: c.payload === undefined ? undefined : JSON.stringify(c.payload),
  });
  return { status: res.statusCode, body: res.body };
}

// Calls that end the caller's own session would only turn the rest into 401s; otp-verify takes only the
// token of a two-factor sign-in in progress (a full session is refused with 401 before the id is read).
const SKIP = new Set(['POST /api/v1/logout', 'POST /api/v1/user/otp-verify']);

/** Positions that answer 200 with another company's id, and why that is no leak. */
const ALLOWED: Record<string, string> = {
  'POST /api/v1/updateFundProgram/{id}#company_id': "an item keeps the company it was made in: the update does not read company_id, A's own item is saved",
  'POST /api/v1/updateFunctionalExpenses/{id}#company_id':
    "an item keeps the company it was made in: the update does not read company_id, A's own item is saved",
  'GET /api/v1/checkAccountNumber#id': "id only leaves the account being edited out of the lookup in A's own chart: the answer says nothing of B",
};

it("no route takes company B's id from a user of company A: 404 or 422, and nothing of B changes", async () => {
  const failures: string[] = [];
  const unknown = new Set<string>();
  let calls = 0;
  let routes = 0;
  for (const { method, path, op } of operationsOf(t.app)) {
    if (SKIP.has(`${method} ${path}`)) continue;
    // A query parameter with a path parameter's name (the order lists share one query schema) is overridden by the path.
    const pathNames = new Set([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
    const positions = positionsOf(path, op).filter((p) => !shared(p.key) && !(p.in === 'query' && pathNames.has(p.name)) && !ALLOWED[`${method} ${p.key}`]);
    if (!positions.length) continue;
    routes++;
    const before = await companyRows(t.db, b.id);
    for (const at of positions) {
      const kind = kindOf(at.key);
      if (!kind) {
        unknown.add(at.key);
        continue;
      }
      for (const [who, token] of callers) {
        for (const foreign of foreignIds[kind]) {
          const res = await send(token, callWith(method, path, op, at, foreign));
          calls++;
          if (res.status === 404 || res.status === 422) continue;
          // A permission refusal is no answer about B's record when A's own record is refused the same way.
          if (res.status === 403 && (await send(token, callWith(method, path, op, at, ownIds[kind][0]))).status === 403) continue;
          failures.push(
            `${who}: ${method} ${path} with B's ${kind} ${foreign} as ${at.in} ${at.field ? `${at.field}[].` : ''}${at.name} -> ${res.status} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    const changed = changedTables(before, await companyRows(t.db, b.id));
    if (changed.length) failures.push(`${method} ${path} changed B's rows in: ${changed.join(', ')}`);
  }
  expect([...unknown], 'id-taking positions whose kind of record no rule names (add a KIND_RULES or SHARED entry)').toEqual([]);
  expect(routes).toBeGreaterThan(60);
  expect(calls).toBeGreaterThan(300);
  expect(failures).toEqual([]);
}, 900_000);

it("B's own treasurer still reads every record the walk tried (the ids were real)", async () => {
  const owner = api(t.app, b.treasurer.token);
  for (const id of foreignIds.bill) expect((await owner.get(`/getPayBillById/${id}`)).status).toBe(200);
  for (const id of foreignIds.check) expect((await owner.get(`/getCheckInfoBySingleCheckId/${id}`)).status).toBe(200);
  for (const id of foreignIds.vendor) expect((await owner.get(`/vendor/edit/${id}`)).status).toBe(200);
  for (const id of foreignIds.journal) expect((await owner.get(`/journals/${id}`)).status).toBe(200);
  for (const id of foreignIds.order) expect((await owner.get(`/showPurchaseOrder/${id}`)).status).toBe(200);
});
