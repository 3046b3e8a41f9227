import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { exportQuery, listSortQuery, pageQuery, paginated, requiredText, zeroOrIdSchema, okStatus } from './common.js';

/**
 * Fund programs and functional expenses: two lists of the same shape (Settings menu).
 * company_id 0 marks a global item, shared by every company.
 */
export const ITEM_STATUS = { active: 1, inactive: 0 } as const;
export const ITEM_STATUSES = [
  { id: 1, name: 'Active' },
  { id: 0, name: 'In Active' },
] as const;
export const itemStatusName = (status: number) => (status === 1 ? 'Active' : 'In Active');

/** Body of create and update: the status select sends '1'/'0' (or a number); blank is 'Status is required'. */
export const settingsItemRequest = z.object({
  name: requiredText(M.nameRequired),
  status: z.literal([1, 0, '1', '0'], { error: M.statusRequired }).transform((v) => Number(v) as 0 | 1),
  /**
   * Super-Admin's choice on create: 0 or left out = a global item, an id = that company's only. A company
   * user's items are their company's whatever is sent (another company's id: 404). Ignored on update: an
   * item stays where it was made, since records of that company use it.
   */
  company_id: zeroOrIdSchema(M.selectCompany).optional(),
});
export type SettingsItemInput = z.input<typeof settingsItemRequest>;
export type SettingsItemRequest = z.output<typeof settingsItemRequest>;

export const settingsItem = z.object({
  id: z.number(),
  name: z.string(),
  status: z.number(),
  status_name: z.string(),
  company_id: z.number(),
  company_name: z.string(),
});
export type SettingsItem = z.infer<typeof settingsItem>;

export const settingsItemPage = paginated(settingsItem);

/**
 * A fund program's restriction class (FASB ASC 958 as amended by ASU 2016-14, DESIGN.md section 10):
 * without donor restrictions (the default; untagged lines count so too), or with them for a purpose, for a
 * time (released on its release_on day) or in perpetuity (an endowment: its principal is never spent).
 */
export const FUND_RESTRICTIONS = ['without', 'purpose', 'time', 'perpetual'] as const;
export type FundRestriction = (typeof FUND_RESTRICTIONS)[number];
export const FUND_RESTRICTION_LABELS: Record<FundRestriction, string> = {
  without: 'Without donor restrictions',
  purpose: 'Purpose restricted',
  time: 'Time restricted',
  perpetual: 'Perpetual (endowment)',
};
/** Is the class one of those with donor restrictions? */
export const withDonorRestrictions = (r: FundRestriction) => r !== 'without';

export const FUND_TEXT = {
  restrictionInvalid: 'Choose the restriction: without, purpose, time or perpetual.',
  releaseOnRequired: 'A time-restricted fund needs the date its restriction ends (release_on).',
  releaseOnOnlyForTime: 'Only a time-restricted fund has a release date; leave release_on empty.',
  invalidDate: 'Enter a valid date.',
  /** 409: the class of a fund with ledger lines would silently rewrite the class of money already posted */
  restrictionLocked: (fund: string) =>
    `${fund} already has postings in the ledger, so its restriction cannot change: that would rewrite the class of money already received and spent. Release the money (spend it for its purpose, or let its time come), or create a new fund with the other restriction for new gifts.`,
  /** "Each fund must balance: Building Fund is off by 120.00 (debits over credits), General (no fund) by 120.00 (credits over debits)." */
  fundsUnbalanced: (funds: ReadonlyArray<{ name: string; amount: string; debitsOver: boolean }>) =>
    `Each fund must balance: ${funds
      .map((f, i) => `${f.name} ${i === 0 ? 'is off ' : ''}by ${f.amount} (${f.debitsOver ? 'debits over credits' : 'credits over debits'})`)
      .join(', ')}.`,
  /** what untagged lines are called in the per-fund messages */
  noFund: 'General (no fund)',
  perpetualExpense: (fund: string) =>
    `${fund} is a perpetual (endowment) fund: its principal is never spent, so an expense cannot be charged to it. Charge the expense to another fund.`,
  transferOutOfRestricted: (fund: string, to: string) =>
    `${fund} has donor restrictions: its money cannot be transferred to ${to}, a fund without them. Money leaves a restricted fund for another class only by a release (spent for its purpose, or its time reached), which the statements compute; post the spending itself instead.`,
  fundShareOverdrawn: (fund: string, bank: string, available: string) =>
    `${fund} has only ${available} of ${bank}: this would take its share of the bank account below zero.`,
  interfundKinds: { loan: 'Interfund loan (due to / due from)', transfer: 'Interfund transfer' },
} as const;

/**
 * Body of the fund program calls: the item's fields plus its class. Left out, restriction is 'without' on
 * create and unchanged on update; release_on (YYYY-MM-DD, blank = none) is required exactly for 'time'.
 */
export const fundProgramRequest = settingsItemRequest
  .extend({
    restriction: z.enum(FUND_RESTRICTIONS, { error: FUND_TEXT.restrictionInvalid }).optional(),
    release_on: z
      .union([z.string(), z.null()], { error: FUND_TEXT.invalidDate })
      .optional()
      .transform((v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v))
      .refine((v) => v == null || isValidIsoDate(v), { error: FUND_TEXT.invalidDate }),
  })
  .superRefine((v, ctx) => {
    if (v.restriction === 'time' && v.release_on === null) ctx.addIssue({ code: 'custom', path: ['release_on'], message: FUND_TEXT.releaseOnRequired });
    if (v.restriction && v.restriction !== 'time' && v.release_on)
      ctx.addIssue({ code: 'custom', path: ['release_on'], message: FUND_TEXT.releaseOnOnlyForTime });
  });
export type FundProgramInput = z.input<typeof fundProgramRequest>;
export type FundProgramRequest = z.output<typeof fundProgramRequest>;

/** A fund program as the list and the saves answer it: the item and its class. */
export const fundProgramItem = settingsItem.extend({
  restriction: z.enum(FUND_RESTRICTIONS),
  release_on: z.string().nullable(),
});
export type FundProgramItem = z.infer<typeof fundProgramItem>;
export const fundProgramPage = paginated(fundProgramItem);
export type SettingsItemPage = z.infer<typeof settingsItemPage>;

/** Columns both lists sort by; 'newest' (the default, descending) is the order items were added. */
export const SETTINGS_ITEM_SORTS = ['newest', 'name', 'company_name', 'status'] as const;
export type SettingsItemSort = (typeof SETTINGS_ITEM_SORTS)[number];

/** Filters of both lists: Super-Admin may narrow to one company (its items plus the global ones); search and sort. */
const settingsItemFilters = z.object({
  company_id: zeroOrIdSchema().optional(),
  ...listSortQuery(SETTINGS_ITEM_SORTS, 'newest', 'desc').shape,
});
export const settingsItemListQuery = pageQuery.extend(settingsItemFilters.shape);
/** GET <list>/export: the list's filters and the file format. */
export const settingsItemExportQuery = settingsItemFilters.extend(exportQuery.shape);
export type SettingsItemListQuery = z.output<typeof settingsItemListQuery>;
export type SettingsItemExportQuery = z.output<typeof settingsItemExportQuery>;

/** Answer of create and update: the specification's client reads msg; message is the envelope's text. */
export const settingsItemSaved = z.object({
  status: okStatus,
  msg: z.string(),
  message: z.string(),
  data: settingsItem,
});

/** Answer of delete: the refreshed first page as data.data. */
export const settingsItemDeleted = z.object({
  status: okStatus,
  message: z.string(),
  data: settingsItemPage,
});

/** Pickers on bills, checks and journal lines (wire names of the specification). */
export const fundProgramOption = z.object({ id: z.number(), name: z.string() });
export const fundProgramPicker = z.object({ status: okStatus, fund_program: z.array(fundProgramOption) });
export type FundProgramOption = z.infer<typeof fundProgramOption>;

export const functionalExpenseOption = z.object({ label: z.string(), value: z.number() });
export const functionalExpensePicker = z.object({ status: okStatus, functionaExpenses: z.array(functionalExpenseOption) });
export type FunctionalExpenseOption = z.infer<typeof functionalExpenseOption>;
