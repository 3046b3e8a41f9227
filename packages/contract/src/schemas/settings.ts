import { z } from 'zod';
import { M } from '../messages.js';
import { pageQuery, paginated, requiredText, zeroOrIdSchema } from './common.js';

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

/** List query; Super-Admin may narrow to one company (its items plus the global ones). */
export const settingsItemListQuery = pageQuery.extend({
  company_id: zeroOrIdSchema().optional(),
});

/** Answer of create and update: the specification's client reads msg; message is the envelope's text. */
export const settingsItemSaved = z.object({
  status: z.literal(200),
  msg: z.string(),
  message: z.string(),
  data: settingsItem,
});

/** Answer of delete: the refreshed first page as data.data. */
export const settingsItemDeleted = z.object({
  status: z.literal(200),
  message: z.string(),
  data: settingsItemPage,
});

/** Pickers on bills, checks and journal lines (wire names of the specification). */
export const fundProgramOption = z.object({ id: z.number(), name: z.string() });
export const fundProgramPicker = z.object({ status: z.literal(200), fund_program: z.array(fundProgramOption) });
export type FundProgramOption = z.infer<typeof fundProgramOption>;

export const functionalExpenseOption = z.object({ label: z.string(), value: z.number() });
export const functionalExpensePicker = z.object({ status: z.literal(200), functionaExpenses: z.array(functionalExpenseOption) });
export type FunctionalExpenseOption = z.infer<typeof functionalExpenseOption>;
