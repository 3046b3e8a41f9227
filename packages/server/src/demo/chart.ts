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

export async function setUpChart(treasurer: DemoApi, companyId: number, c: DemoCompany): Promise<Chart> {
  for (const a of EXTRA_ACCOUNTS) {
    await treasurer.post('/saveAccount', {
      company_id: companyId,
      account_number: a.number,
      account_name: a.name,
      master_ac_type_id: a.type,
      description: a.description,
      level: c.level,
      status: 'Active',
    });
  }
  const rows = (await treasurer.get(`/getCompanyData/${companyId}?per_page=100`)).data.data as Array<{ id: number; account_number: string }>;
  return Object.fromEntries(rows.map((r) => [r.account_number, r.id]));
}

/** Funds given for a purpose by their donors (issue 24): the rest are without donor restrictions. */
const PURPOSE_FUNDS = new Set(['Building Fund', 'Church Planting']);

/** Fund programs of the company (made by its treasurer, so they belong to it) by name. */
export async function setUpFundPrograms(treasurer: DemoApi, c: DemoCompany): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of FUND_PROGRAMS[c.level === 4 ? 'district' : 'local']) {
    const restriction = PURPOSE_FUNDS.has(name) ? 'purpose' : 'without';
    out[name] = (await treasurer.post('/createFundProgram', { name, status: 1, restriction })).data.id;
  }
  return out;
}

/** The three functional expenses every company shares (global), by name. */
export async function functionalExpenses(treasurer: DemoApi, companyId: number): Promise<Record<string, number>> {
  const rows = (await treasurer.get(`/getFunctionalEnpenses/${companyId}`)).functionaExpenses as Array<{ label: string; value: number }>;
  return Object.fromEntries(rows.map((r) => [r.label, r.value]));
}
