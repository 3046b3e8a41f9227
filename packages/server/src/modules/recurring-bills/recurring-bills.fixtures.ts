import type { Client, WorldCompany } from '../../../test/world/server.js';

/** A template body of the company's books; `over` replaces fields. */
export async function templateBody(c: WorldCompany, over: Record<string, unknown> = {}) {
  const books = await c.books();
  const vendor = await c.firstVendor();
  return {
    company_id: c.id,
    vendor_id: vendor.id,
    account_payable_id: books.payable,
    reference_pattern: 'EL{YYYY}{MM}',
    memo: 'Electric',
    day_of_month: 15,
    due_days: 10,
    first_date: '2026-01-01',
    lines: [{ account_id: books.expense, fund_program_id: books.fundProgramId, funtional_expenses_id: books.functionalExpenseId, memo: 'Sanctuary', amount: '180.25' }],
    ...over,
  };
}

export async function makeTemplate(api: Client, body: Record<string, unknown>) {
  const res = await api.post('/recurring-bills', body);
  if (res.status !== 200) throw new Error(`template: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; next_run_on: string; status: string };
}
