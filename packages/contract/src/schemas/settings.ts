import { z } from 'zod';
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
