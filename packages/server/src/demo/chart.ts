import type { Books, WorldCompany } from '../world/world.js';
import type { DemoApi } from './api.js';
import type { DemoCompany } from './companies.js';

/** Account ids by number (the standard chart every company starts with, plus the demo's additions). */
export type Chart = Record<string, number>;

/** Accounts a congregation adds to the standard chart in its first week. */
const EXTRA_ACCOUNTS = [
  { number: '1020', name: 'Building Fund Checking', type: 13, description: 'Separate account for building fund gifts' },
  { number: '5005', name: 'Pastor Housing Allowance', type: 11, description: 'Housing allowance designated by the board (IRC 107)' },
];

const FUND_PROGRAMS: Record<string, string[]> = {
  district: ['General Fund', 'Church Planting', 'Camp Meeting', 'Ministerial Training'],
  local: ['General Fund', 'Building Fund', 'Missions', 'Youth Ministry', 'Benevolence'],
};

/** The extra accounts added by the treasurer (`office`: the builder's company as them), then the chart as they read it. */
export async function setUpChart(office: WorldCompany, treasurer: DemoApi): Promise<Chart> {
  for (const a of EXTRA_ACCOUNTS) await office.account(a);
  const rows = (await treasurer.get(`/getCompanyData/${office.id}?per_page=100`)).data.data as Array<{ id: number; account_number: string }>;
  return Object.fromEntries(rows.map((r) => [r.account_number, r.id]));
}

/** Funds given for a purpose by their donors (issue 24): the rest are without donor restrictions. */
const PURPOSE_FUNDS = new Set(['Building Fund', 'Church Planting']);

/** Fund programs of the company (made by its treasurer, so they belong to it) by name. */
export async function setUpFundPrograms(office: WorldCompany, c: DemoCompany): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of FUND_PROGRAMS[c.level === 4 ? 'district' : 'local']) {
    out[name] = await office.fundProgram(name, { restriction: PURPOSE_FUNDS.has(name) ? 'purpose' : 'without' });
  }
  return out;
}

/** The three functional expenses every company shares (global), by name. */
export async function functionalExpenses(treasurer: DemoApi, companyId: number): Promise<Record<string, number>> {
  const rows = (await treasurer.get(`/getFunctionalEnpenses/${companyId}`)).functionaExpenses as Array<{ label: string; value: number }>;
  return Object.fromEntries(rows.map((r) => [r.label, r.value]));
}

/** The builder's defaults for the company (payable 2000, operating bank 1000, General Fund): it makes no books of its own. */
export const booksOf = (chart: Chart, funds: Record<string, number>, expenses: Record<string, number>): Books => ({
  fundProgramId: funds['General Fund'],
  fundProgramName: 'General Fund',
  functionalExpenseId: expenses['Program services'],
  payable: chart['2000'],
  bank: chart['1000'],
  expense: chart['5200'],
  byNumber: chart,
});
