import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { checks } from '../../db/schema/index.js';
import { checkingCompany } from '../checks/checks.fixtures.js';

// Meaningful on the PostgreSQL server (TEST_DATABASE_URL): there the requests really run at once; the
// embedded database serializes them, and the same rule must hold there too.
let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;

beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
  await c.fund('10000.00');
});
afterAll(() => t.close());

it('a new checkbook saved while checks are written: every check before it numbers below, every check after it from its first number', async () => {
  const FIRST = 100;
  const body = {
    bank_name: 'Race Bank',
    bank_address_line_1: '',
    bank_address_line_2: '',
    routing_number: '',
    account_number: '',
    stock: 'voucher',
    preprinted: [],
    offset_x: 0,
    offset_y: 0,
    first_check_number: FIRST,
  };
  const writes = Array.from({ length: 12 }, () => c.treasurer.post('/createChecks', c.standard({ amount_due: '5.00' })));
  const [saved, ...made] = await Promise.all([c.treasurer.post(`/saveCheckPrintSetup/${c.bank}`, body), ...writes]);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(made.map((r) => r.status)).toEqual(made.map(() => 200));
  // In the order they were written (ids), the numbers run 1, 2, ... k, then FIRST, FIRST + 1, ...: never a
  // check below the new checkbook written after it, never a gap inside either book.
  const numbers = (await t.db.select({ n: checks.checkNumber }).from(checks).where(eq(checks.bankAccountId, c.bank)).orderBy(asc(checks.id))).map((r) => r.n);
  const before = numbers.filter((n) => n < FIRST);
  expect(numbers).toEqual([...before.map((_, i) => i + 1), ...numbers.slice(before.length).map((_, i) => FIRST + i)]);
  expect((await c.treasurer.get(`/getCheckNumberByBankAccountId/${c.bank}`)).body.check_number).toBe(FIRST + numbers.length - before.length);
});
