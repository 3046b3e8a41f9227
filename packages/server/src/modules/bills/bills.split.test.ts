import { BILL_TEXT } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { billLines, bills, journalEntries, journalLines } from '../../db/schema/index.js';
import { payingCompany, TODAY } from '../bill-payments/bill-payments.fixtures.js';

/** Issue 28.1: split bills, their postings by fund, and their payment and discount split by largest remainder. */
let t: TestContext;
let a: Awaited<ReturnType<typeof payingCompany>>;
let building: number;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  a = await payingCompany(t);
  building = await a.world.fundProgram(`Building ${a.companyId}`);
  await a.fund('5000.00');
});
afterAll(() => t.close());

/** The lines of the entries a document posted (oldest entry first), as [account, fund, debit, credit]. */
async function postedLines(sourceType: string, sourceId: number) {
  const rows = await t.db
    .select({
      entry: journalEntries.id,
      account: journalLines.accountId,
      fund: journalLines.fundProgramId,
      dr: journalLines.debitCents,
      cr: journalLines.creditCents,
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalEntries.sourceType, sourceType), eq(journalEntries.sourceId, sourceId)))
    .orderBy(asc(journalEntries.id), asc(journalLines.id));
  return rows.map((r) => ({ ...r, dr: Number(r.dr), cr: Number(r.cr) }));
}

/** Per entry and fund: debits minus credits (each must be 0: every fund balances in every entry). */
function fundNets(lines: Awaited<ReturnType<typeof postedLines>>) {
  const nets = new Map<string, number>();
  for (const l of lines) nets.set(`${l.entry}:${l.fund}`, (nets.get(`${l.entry}:${l.fund}`) ?? 0) + l.dr - l.cr);
  return [...nets.values()];
}

const splitBody = (over: Record<string, unknown> = {}) => ({
  company_id: a.companyId,
  refrence: `U${Math.floor(Math.random() * 1e8)}`,
  bill_due: inDays(10),
  vendor_id: a.vendor.id,
  amount_due: '100.00',
  account_payable_id: a.payable,
  account_id: a.expenseAccount,
  fund_program_id: a.program.id,
  funtional_expenses_id: a.expense.id,
  date: TODAY,
  invoice_date: TODAY,
  lines: [
    { account_id: a.expenseAccount, fund_program_id: a.program.id, funtional_expenses_id: a.expense.id, memo: 'Sanctuary', amount: '66.67' },
    { account_id: a.expenseAccount, fund_program_id: building, funtional_expenses_id: a.expense.id, memo: 'Hall', amount: '33.33' },
  ],
  ...over,
});

const countBills = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bills))[0].n;

describe('split bills', () => {
  it('posts each line with its own fund (Dr expense / Cr A/P per line) and every fund balances', async () => {
    const res = await a.treasurer.post('/createPayBills', splitBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    const lines = await postedLines('bill', id);
    expect(lines.map((l) => [l.account, l.fund, l.dr, l.cr])).toEqual([
      [a.expenseAccount, a.program.id, 6667, 0],
      [a.payable, a.program.id, 0, 6667],
      [a.expenseAccount, building, 3333, 0],
      [a.payable, building, 0, 3333],
    ]);
    expect(fundNets(lines).every((n) => n === 0)).toBe(true);
    const view = await a.treasurer.get(`/getPayBillById/${id}`);
    expect(view.body.lines.map((l: { amount: string; fund_program_id: number; memo: string }) => [l.amount, l.fund_program_id, l.memo])).toEqual([
      ['66.67', a.program.id, 'Sanctuary'],
      ['33.33', building, 'Hall'],
    ]);
    expect(view.body.data.invoice_date).toBe(TODAY);
    // The answer is built from what the write read and returned (no re-read): it is the bill as the view reads it.
    expect(res.body.data).toEqual(view.body.data);
  });

  it('refuses lines that do not add up to the amount (422, nothing saved)', async () => {
    const before = await countBills();
    const res = await a.treasurer.post('/createPayBills', splitBody({ amount_due: '100.01' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.lines).toEqual([BILL_TEXT.linesTotal('$100.00', '$100.01')]);
    expect(await countBills()).toBe(before);
  });

  it("refuses another company's fund on a line, naming the line's field", async () => {
    const other = await payingCompany(t);
    const body = splitBody();
    body.lines[1].fund_program_id = other.program.id;
    const res = await a.treasurer.post('/createPayBills', body);
    expect(res.status).toBe(422);
    expect(res.body.errors['lines.1.fund_program_id']).toEqual([BILL_TEXT.fundProgramUnknown]);
  });

  it('a bill sent without lines is one line of its single fields (as before)', async () => {
    const bill = await a.bill('12.00');
    const rows = await t.db.select().from(billLines).where(eq(billLines.billId, bill.id));
    expect(rows.map((r) => [r.lineNo, r.accountId, r.fundProgramId, r.amountCents])).toEqual([[1, a.expenseAccount, a.program.id, 1200]]);
  });

  it('pays a split bill with a discount: payment and discount split per line by largest remainder, each fund balanced', async () => {
    const created = await a.treasurer.post(
      '/createPayBills',
      splitBody({
        amount_due: '100.00',
        lines: [
          { account_id: a.expenseAccount, fund_program_id: a.program.id, funtional_expenses_id: a.expense.id, memo: '', amount: '33.33' },
          { account_id: a.expenseAccount, fund_program_id: building, funtional_expenses_id: a.expense.id, memo: '', amount: '33.33' },
          { account_id: a.expenseAccount, fund_program_id: building, funtional_expenses_id: a.expense.id, memo: '', amount: '33.34' },
        ],
      }),
    );
    expect(created.status).toBe(200);
    const billId = created.body.data.id as number;
    // The payment screen names every fund the bill is paid from, each once, in line order.
    const offered = (await a.treasurer.get(`/getBillByCompnayId/${a.payable}/${a.companyId}`)).body.data.find((r: { id: number }) => r.id === billId);
    expect(offered).toMatchObject({ fund_program_name: a.program.name, fund_program_names: [a.program.name, `Building ${a.companyId}`] });
    const paid = await a.treasurer.post('/createBillPayment', a.payBody([{ id: billId, amount_due: '100.00', discount: '10.00' }]));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const paymentId = paid.body.data[0].bill_payment_id ?? paid.body.data[0].id;
    const view = await a.treasurer.get(`/viewBillPaymentByBillPaymentId/${paymentId}`);
    expect(view.body.data.fund_program_names).toEqual([a.program.name, `Building ${a.companyId}`]);
    const lines = await postedLines('bill_payment', paymentId);
    // 90.00 over 33.33 / 33.33 / 33.34: exact parts 29.997, 29.997, 30.006 -> floors 29.99, 29.99, 30.00; the two
    // cents left go to the largest remainders (.7 and .7, the third's is .6) -> 30.00, 30.00, 30.00. Discounts: the rest.
    const bankCredits = lines.filter((l) => l.account === a.bank).map((l) => l.cr);
    const discounts = lines.filter((l) => l.account === a.expenseAccount).map((l) => l.cr);
    expect(bankCredits).toEqual([3000, 3000, 3000]);
    expect(discounts).toEqual([333, 333, 334]);
    expect(bankCredits.reduce((x, y) => x + y)).toBe(9000);
    expect(discounts.reduce((x, y) => x + y)).toBe(1000);
    expect(fundNets(lines).every((n) => n === 0)).toBe(true);
  });

  it('an edit of a split bill reverses and reposts; an edit without its lines is refused', async () => {
    const created = await a.treasurer.post('/createPayBills', splitBody());
    const id = created.body.data.id as number;
    const body = splitBody({ refrence: created.body.data.refrence, confirm_duplicate: true });
    const noLines = await a.treasurer.post(`/updateBill/${id}`, { ...body, lines: undefined });
    expect(noLines.status).toBe(422);
    expect(noLines.body.errors.lines).toEqual([BILL_TEXT.splitNeedsLines]);
    body.lines = [
      { ...body.lines[0], amount: '50.00' },
      { ...body.lines[1], amount: '50.00' },
    ];
    const res = await a.treasurer.post(`/updateBill/${id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lines = await postedLines('bill', id);
    const entries = [...new Set(lines.map((l) => l.entry))];
    expect(entries).toHaveLength(3); // the original, its reversal, the new posting
    expect(lines.filter((l) => l.entry === entries[2]).map((l) => [l.fund, l.dr, l.cr])).toEqual([
      [a.program.id, 5000, 0],
      [a.program.id, 0, 5000],
      [building, 5000, 0],
      [building, 0, 5000],
    ]);
    expect(fundNets(lines).every((n) => n === 0)).toBe(true);
  });

  it('a standard check carries lines too, and its view shows them', async () => {
    const check = await a.world.standardCheck('75.00', {
      vendor_id: a.vendor.id,
      lines: [
        { account_id: a.expenseAccount, fund_program_id: a.program.id, funtional_expenses_id: a.expense.id, memo: '', amount: '50.00' },
        { account_id: a.expenseAccount, fund_program_id: building, funtional_expenses_id: a.expense.id, memo: '', amount: '25.00' },
      ],
    });
    const checkId = check.id;
    const view = await a.treasurer.get(`/getCheckInfoBySingleCheckId/${checkId}`);
    expect(view.status).toBe(200);
    expect(view.body.lines.map((l: { amount: string; fund_program_id: number }) => [l.amount, l.fund_program_id])).toEqual([
      ['50.00', a.program.id],
      ['25.00', building],
    ]);
    const billLinesPosted = await postedLines('bill', view.body.checkData.bill_id);
    expect(fundNets(billLinesPosted).every((n) => n === 0)).toBe(true);
  });
});
