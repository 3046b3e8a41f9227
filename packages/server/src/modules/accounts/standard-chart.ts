import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/** One account of the standard church chart; type ids are the account types of contract/reference.ts. */
export interface StandardAccount {
  accountNumber: string;
  accountName: string;
  accountTypeId: number;
  description: string;
}

/**
 * The chart a new company starts with: what a small congregation needs on day one (a bank account to pay
 * from, petty cash, payables, the two classes of net assets of a non-profit, and the usual giving and
 * spending lines). Numbers leave gaps so a treasurer can add accounts in order; everything stays editable.
 */
export const STANDARD_CHART: readonly StandardAccount[] = [
  { accountNumber: '1000', accountName: 'Operating Checking', accountTypeId: 13, description: 'Main bank account for receipts and payments' },
  { accountNumber: '1010', accountName: 'Savings', accountTypeId: 13, description: 'Reserve savings account' },
  { accountNumber: '1050', accountName: 'Petty Cash', accountTypeId: 1, description: 'Cash kept on hand for small purchases' },
  { accountNumber: '1500', accountName: 'Furniture and Equipment', accountTypeId: 4, description: 'Furniture, sound and office equipment' },
  { accountNumber: '2000', accountName: 'Accounts Payable', accountTypeId: 6, description: 'Bills owed to vendors' },
  { accountNumber: '2100', accountName: 'Payroll Liabilities', accountTypeId: 7, description: 'Withheld taxes and benefits not yet paid' },
  // Pass-through money (issue 25): a special offering for a mission, a trust fund: received for others, not revenue.
  { accountNumber: '2200', accountName: 'Funds held for others', accountTypeId: 7, description: 'Gifts and trust funds received to pass on to others' },
  { accountNumber: '3000', accountName: 'Net Assets Without Donor Restrictions', accountTypeId: 9, description: 'Unrestricted net assets' },
  { accountNumber: '3100', accountName: 'Net Assets With Donor Restrictions', accountTypeId: 9, description: 'Net assets restricted by donors' },
  { accountNumber: '4000', accountName: 'Tithes', accountTypeId: 10, description: 'Tithes received' },
  { accountNumber: '4010', accountName: 'General Offerings', accountTypeId: 10, description: 'Plate and general offerings' },
  { accountNumber: '4020', accountName: 'Designated Offerings', accountTypeId: 10, description: 'Offerings given for a named purpose' },
  { accountNumber: '4030', accountName: 'Missions Offerings', accountTypeId: 10, description: 'Offerings for missions' },
  { accountNumber: '4100', accountName: 'Building Fund Contributions', accountTypeId: 10, description: 'Gifts to the building fund' },
  { accountNumber: '4200', accountName: 'Fundraising and Special Events', accountTypeId: 10, description: 'Income from events and fundraisers' },
  { accountNumber: '4300', accountName: 'Interest Income', accountTypeId: 10, description: 'Bank interest' },
  { accountNumber: '4900', accountName: 'Other Income', accountTypeId: 10, description: 'Income not classified elsewhere' },
  { accountNumber: '5000', accountName: 'Pastoral Salaries', accountTypeId: 11, description: 'Salaries and housing allowance of pastors' },
  { accountNumber: '5010', accountName: 'Staff Salaries and Wages', accountTypeId: 11, description: 'Salaries and wages of other staff' },
  { accountNumber: '5020', accountName: 'Payroll Taxes', accountTypeId: 11, description: 'Employer payroll taxes' },
  { accountNumber: '5030', accountName: 'Employee Benefits', accountTypeId: 11, description: 'Health insurance and retirement contributions' },
  { accountNumber: '5100', accountName: 'Rent and Mortgage Interest', accountTypeId: 11, description: 'Building rent or mortgage interest' },
  { accountNumber: '5110', accountName: 'Utilities', accountTypeId: 11, description: 'Electricity, gas, water and waste' },
  { accountNumber: '5120', accountName: 'Building Repairs and Maintenance', accountTypeId: 11, description: 'Repairs, cleaning and upkeep' },
  { accountNumber: '5130', accountName: 'Insurance', accountTypeId: 11, description: 'Property and liability insurance' },
  { accountNumber: '5200', accountName: 'Office Supplies', accountTypeId: 11, description: 'Paper, toner and office supplies' },
  { accountNumber: '5210', accountName: 'Postage and Printing', accountTypeId: 11, description: 'Postage, bulletins and printing' },
  { accountNumber: '5220', accountName: 'Telephone and Internet', accountTypeId: 11, description: 'Phone, internet and web services' },
  { accountNumber: '5300', accountName: 'Worship and Music', accountTypeId: 11, description: 'Worship supplies and music' },
  { accountNumber: '5310', accountName: 'Children and Youth Ministry', accountTypeId: 11, description: 'Children and youth programs' },
  { accountNumber: '5320', accountName: 'Missions and Benevolence', accountTypeId: 11, description: 'Missions support and help to people in need' },
  { accountNumber: '5400', accountName: 'Denominational Assessments', accountTypeId: 11, description: 'Dues and assessments to the denomination' },
  { accountNumber: '5500', accountName: 'Professional Fees', accountTypeId: 11, description: 'Accounting, legal and other professional services' },
  { accountNumber: '5600', accountName: 'Travel and Conferences', accountTypeId: 11, description: 'Travel, conferences and training' },
  { accountNumber: '5700', accountName: 'Bank Service Charges', accountTypeId: 11, description: 'Bank fees and check printing' },
  { accountNumber: '5900', accountName: 'Miscellaneous Expense', accountTypeId: 11, description: 'Expenses not classified elsewhere' },
];

/**
 * Inserts the standard chart for a company inside the caller's transaction (the company-create
 * transaction), so a company never exists without its chart. Call once per company.
 */
export async function seedStandardChart(
  tx: DbOrTx,
  opts: { companyId: number; level: number | null; createdBy: number | null },
): Promise<void> {
  await tx.insert(accounts).values(
    STANDARD_CHART.map((a) => ({ ...a, companyId: opts.companyId, level: opts.level, status: 'Active', createdBy: opts.createdBy })),
  );
  // Each account reads as its standard account on a roll-up (issue 27 point 5): the chart starts mapped.
  await tx.execute(sql`update accounts a set standard_account_id = s.id from standard_accounts s
    where a.company_id = ${opts.companyId}::int and s.account_number = a.account_number and s.account_type_id = a.account_type_id`);
}
