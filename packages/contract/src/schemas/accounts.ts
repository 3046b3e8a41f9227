import { z } from 'zod';
import { M } from '../messages.js';
import { ACCESS_LEVELS, ACCOUNT_TYPES } from '../reference.js';
import { exportQuery, idSchema, listSortQuery, optionalIdSchema, paginated, requiredText, zeroOrIdSchema } from './common.js';
import { LEDGER_MAX_PAGE, ledgerLineRow } from './journals.js';

/** Texts of the chart-of-accounts screens the specification does not word. */
export const ACCOUNT_TEXT = {
  added: 'Account has been added successfully',
  updated: 'Account record updated',
  companyFixed: 'An account cannot be moved to another company.',
  typeFixed:
    'This account has postings, so its type cannot change (it would move its past balance to the other side). Open a new account and move the balance with a journal entry.',
  chooseType: 'Choose one of the account types',
  chooseLevel: 'Choose one of the access levels',
} as const;

export const ACCOUNT_STATUSES = ['Active', 'InActive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const requiredChoice = (ids: readonly number[], outOfRange: string) => idSchema(M.required).refine((v) => ids.includes(v), { error: outOfRange });

/**
 * The account form (saveAccount, updateMasterAccount). Every field is 'Required' as the specification says.
 * company_id is added to the specification's fields: accounts belong to a company, and Super-Admin names it.
 */
export const accountInput = z.object({
  company_id: optionalIdSchema(M.selectCompany),
  account_number: requiredText(M.required, 50),
  account_name: requiredText(M.required),
  master_ac_type_id: requiredChoice(
    ACCOUNT_TYPES.map((t) => t.id),
    ACCOUNT_TEXT.chooseType,
  ),
  description: requiredText(M.required, 1000, 'many'),
  level: requiredChoice(
    ACCESS_LEVELS.map((l) => l.id),
    ACCOUNT_TEXT.chooseLevel,
  ),
  status: z.enum(ACCOUNT_STATUSES, { error: M.required }),
  /** sent by the original client; the server records its own time */
  created_on: z.string().max(50).nullish(),
});
export type AccountInput = z.input<typeof accountInput>;
/** An account as the service saves it (saveAccount, updateMasterAccount): the form's wire names turned into domain input once. */
export interface AccountDetailsInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  accountNumber: string;
  accountName: string;
  /** the wire's master_ac_type_id */
  accountTypeId: number;
  description: string;
  /** the access level chosen (a company user's account takes their company's) */
  level: number;
  status: AccountStatus;
}
/** The routes' body: accountInput (the form's resolver) transformed into an AccountDetailsInput; created_on is not kept. */
export const accountBody = accountInput.transform(
  (v): AccountDetailsInput => ({
    companyId: v.company_id,
    accountNumber: v.account_number,
    accountName: v.account_name,
    accountTypeId: v.master_ac_type_id,
    description: v.description,
    level: v.level,
    status: v.status,
  }),
);

/** The number check while typing: its own call (the specification leaves it unnamed). */
export const accountNumberQuery = z.object({
  account_number: z
    .string()
    .trim()
    .max(50)
    .regex(/^[^\u0000]*$/)
    .default(''),
  company_id: zeroOrIdSchema().optional(),
  /** the account being edited: its own number is not a duplicate */
  id: zeroOrIdSchema().optional(),
});

export const accountRow = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string().nullable(),
  account_number: z.string(),
  account_name: z.string(),
  master_ac_type_id: z.number(),
  account_type: z.string(),
  description: z.string(),
  level: z.number().nullable(),
  acess_level_name: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  created_by: z.number().nullable(),
  /** the name of the user who created it */
  users: z.string().nullable(),
  created_on: z.string(),
  create_at: z.string(),
  updateddate_at: z.string(),
  /** ledger totals: decimal strings; balance is on the account type's normal side */
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
});
export type AccountRow = z.infer<typeof accountRow>;

export const accountList = paginated(accountRow);
export type AccountList = z.infer<typeof accountList>;

/**
 * Columns the chart of accounts sorts by: 'company' (the default) is company name then account number;
 * debit, credit and balance are ledger totals and do not sort.
 */
export const ACCOUNT_SORTS = ['company', 'account_number', 'account_name', 'account_type', 'level', 'description', 'status', 'created_on'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];
const accountFilters = listSortQuery(ACCOUNT_SORTS, 'company', 'asc');
export const accountListQuery = z.object({
  page: z.coerce.number().int().min(1).max(LEDGER_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  ...accountFilters.shape,
});
export type AccountListQuery = z.output<typeof accountListQuery>;
/** GET /getCompanyLevelData/{companyId}/{level}/export: the list's search and sort and the file format. */
export const accountExportQuery = accountFilters.extend(exportQuery.shape);
export type AccountExportQuery = z.output<typeof accountExportQuery>;

export const accountLookupOption = z.object({ id: z.number(), name: z.string() });

export const accountCompanyOption = z.object({ id: z.number(), legal_name: z.string(), access_level_id: z.number().nullable() });
export type AccountCompanyOption = z.infer<typeof accountCompanyOption>;

export const accountLedger = z.object({
  account: accountRow,
  /** the balance before the first line of the chosen period */
  opening_balance: z.string(),
  lines: paginated(ledgerLineRow),
  /** keyset paging: pass as `after` for the next page, `before` for the previous; null at either end */
  next_cursor: z.string().nullable(),
  prev_cursor: z.string().nullable(),
});
export type AccountLedger = z.infer<typeof accountLedger>;
