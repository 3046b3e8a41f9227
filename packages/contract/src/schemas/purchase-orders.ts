import { z } from 'zod';
import { ISO_DATE_RE, isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { isOverMaxMoney, MAX_MONEY_CENTS, toCents } from '../money.js';
import { SHIPPING_METHODS } from '../reference.js';
import { parseMilli } from '../totals.js';
import { exportQuery, idSchema, isOnlySpaces, listSortQuery, optionalIdSchema, pageQuery, paginated, zeroOrIdSchema, okStatus } from './common.js';
import { vendorData, vendorOption } from './vendors.js';

// The totals rule belongs to this feature; exported with it so the contract index gains one line only.
export * from '../totals.js';

/** Purchase-order status ids: stable, part of the wire contract (getAllStatus serves them). 0 = All in filters. */
export const PO_STATUS = {
  Draft: 1,
  PendingApproval: 2,
  Approved: 3,
  PendingVendor: 4,
  Completed: 5,
  Void: 6,
  Decline: 7,
  Deleted: 8,
} as const;
export type PoStatusId = (typeof PO_STATUS)[keyof typeof PO_STATUS];

export const PO_STATUSES = [
  { id: 1, name: 'Draft' },
  { id: 2, name: 'Pending For Approval' },
  { id: 3, name: 'Approved' },
  { id: 4, name: 'Pending from vendor' },
  { id: 5, name: 'Completed' },
  { id: 6, name: 'Void' },
  { id: 7, name: 'Decline' },
  { id: 8, name: 'Deleted' },
] as const;
export const poStatusName = (id: number) => PO_STATUSES.find((s) => s.id === id)?.name ?? '';

/** The actions of GET updateStatusOfPurchaseOrder/{id}/{action} (the spec writes 'delete' in lower case too). */
export const PO_ACTIONS = ['Approval', 'Decline', 'Completed', 'Void', 'Delete'] as const;
export type PoAction = (typeof PO_ACTIONS)[number];

/** Texts of this feature the specification does not word (its own texts are in M). */
export const PO_TEXT = {
  transitionRefused: (from: string, action: string) => `A purchase order in status '${from}' cannot be changed by '${action}'.`,
  ownOrder: 'You created this purchase order, so someone else must approve or decline it.',
  notSupervisor: 'Only a supervisor of this company or the Super-Admin can approve or decline a purchase order.',
  waitingForApproval: 'This purchase order is waiting for approval and cannot be changed.',
  onlyPrices: 'Once a purchase order is approved only the unit prices of its items can change.',
  locked: (status: string) => `A purchase order in status '${status}' cannot be changed.`,
  vendorNoEmail: 'This vendor has no email address. Add one on the vendor before sending the order.',
  vendorNotInCompany: 'The vendor was not found in this company.',
  dateInPast: 'The required-by date cannot be in the past',
  quantityInvalid: 'Quantity must be a number above 0 with at most 3 decimals',
  priceInvalid: 'Enter a valid unit price',
  moneyMax: 'The amount may not be greater than 10000000000000',
  totalMax: 'The order total may not be greater than 10000000000000',
  descriptionRequired: 'The description field is required',
  sentToVendor: 'The purchase order has been sent to the vendor',
  sentForApproval: 'The purchase order has been sent for approval',
  unknownAction: 'Unknown status action',
} as const;

/** Money field of an order: blank = 0 when allowed, never negative, never above the maximum. */
const orderMoney = (message: string, blankIsZero: boolean) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (isOnlySpaces(v)) {
        ctx.addIssue({ code: 'custom', message: M.blankNotAllowed });
        return z.NEVER;
      }
      if (v === null || v === undefined || String(v).trim() === '') {
        if (blankIsZero) return 0;
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const cents = toCents(v);
      if (cents === null && isOverMaxMoney(v)) {
        ctx.addIssue({ code: 'custom', message: PO_TEXT.moneyMax });
        return z.NEVER;
      }
      if (cents === null || cents < 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (cents > MAX_MONEY_CENTS) {
        ctx.addIssue({ code: 'custom', message: PO_TEXT.moneyMax });
        return z.NEVER;
      }
      return cents;
    });

/** Sales tax percent, 0 to 100 with up to three decimals, to thousandths of a percent (7.25 -> 7250). */
const taxPercent = z
  .union([z.string(), z.number()], { error: M.percentRange })
  .nullish()
  .transform((v, ctx) => {
    if (isOnlySpaces(v)) {
      ctx.addIssue({ code: 'custom', message: M.blankNotAllowed });
      return z.NEVER;
    }
    const text = v === null || v === undefined ? '' : String(v).trim().replace(/%$/, '');
    if (text === '') return 0;
    const milli = parseMilli(text);
    if (milli === null || milli > 100_000) {
      ctx.addIssue({ code: 'custom', message: M.percentRange });
      return z.NEVER;
    }
    return milli;
  });

const quantity = z.union([z.string(), z.number()], { error: PO_TEXT.quantityInvalid }).transform((v, ctx) => {
  const milli = parseMilli(v);
  if (milli === null || milli <= 0) {
    ctx.addIssue({ code: 'custom', message: PO_TEXT.quantityInvalid });
    return z.NEVER;
  }
  return milli;
});

const noNul = (v: string) => !v.includes('\u0000');

export const poItemRequest = z.object({
  /** the stored item's id when editing; absent for a new line */
  id: optionalIdSchema(),
  description: z
    .string({ error: PO_TEXT.descriptionRequired })
    .trim()
    .min(1, { error: PO_TEXT.descriptionRequired })
    .max(500, { error: 'At most 500 characters' })
    .refine(noNul, { error: 'Contains a character that is not allowed' }),
  quantity,
  unit_price: orderMoney(PO_TEXT.priceInvalid, false),
  /** what the client computed; ignored: the server computes every amount */
  amount: z.unknown().optional(),
});
export type PoItemRequest = z.output<typeof poItemRequest>;

/** POST createPurchaseOrder and updatePurchaseOrder/{id}. The client's totals are accepted and ignored. */
export const poRequest = z.object({
  /** Super-Admin chooses; a company user's own company is used whatever is sent */
  company_id: zeroOrIdSchema(M.selectCompany).nullish(),
  vendor_id: idSchema(M.selectVendor),
  shipping_method: z
    .string()
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .pipe(z.enum(SHIPPING_METHODS, { error: 'Choose FedEx, DHL or USPS' }).nullable()),
  payment_terms: z
    .string()
    .trim()
    .max(255, { error: 'At most 255 characters' })
    .refine(noNul, { error: 'Contains a character that is not allowed' })
    .nullish()
    .transform((v) => (v ? v : null)),
  required_by_date: z
    .string({ error: 'Enter a valid date' })
    .trim()
    .nullish()
    .transform((v) => (v ? v.slice(0, 10) : null))
    .refine((v) => v === null || (ISO_DATE_RE.test(v) && isValidIsoDate(v)), { error: 'Enter a valid date' }),
  freight: orderMoney('Enter a valid freight amount', true),
  sales_tax: taxPercent,
  /** 'Draft' saves; 'Pending For Approval' saves and sends for approval (Draft orders only) */
  status_name: z.enum(['Draft', 'Pending For Approval'], { error: 'Choose Draft or Pending For Approval' }).default('Draft'),
  grand_total: z.unknown().optional(),
  items: z.array(poItemRequest, { error: M.addItem }).min(1, { error: M.addItem }).max(200, { error: 'At most 200 items' }),
});
export type PoRequestIn = z.input<typeof poRequest>;
export type PoRequest = z.output<typeof poRequest>;

export const poItemData = z.object({
  id: z.number(),
  description: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  amount: z.string(),
});
export type PoItemData = z.infer<typeof poItemData>;

export const poHistoryEntry = z.object({
  from_status_id: z.number().nullable(),
  from_status_name: z.string().nullable(),
  to_status_id: z.number(),
  to_status_name: z.string(),
  changed_by: z.number().nullable(),
  changed_by_name: z.string(),
  changed_at: z.string(),
});
export type PoHistoryEntry = z.infer<typeof poHistoryEntry>;

export const poData = z.object({
  id: z.number(),
  po_number: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  shipping_method: z.string().nullable(),
  payment_terms: z.string().nullable(),
  required_by_date: z.string().nullable(),
  freight: z.string(),
  sales_tax: z.string(),
  subtotal: z.string(),
  tax_amount: z.string(),
  grand_total: z.string(),
  approved_total: z.string().nullable(),
  status_id: z.number(),
  status_name: z.string(),
  created_by: z.number().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  /** the caller may approve or decline it now */
  can_approve: z.boolean(),
});
export type PoData = z.infer<typeof poData>;

/** A bill made from the order (shown on the order's screen). */
export const poBill = z.object({
  id: z.number(),
  bill_number: z.number(),
  refrence: z.string(),
  amount_due: z.string(),
  status: z.number(),
  status_name: z.string(),
});
export type PoBill = z.infer<typeof poBill>;

/** GET showPurchaseOrder/{id} */
export const poShowResponse = z.object({
  status: okStatus,
  data: poData,
  vendorData: vendorData,
  vendorDetails: z.array(vendorOption),
  itemData: z.array(poItemData),
  statusHistory: z.array(poHistoryEntry),
  /** the bills made from this order, oldest first */
  bills: z.array(poBill),
});
export type PoShowResponse = z.infer<typeof poShowResponse>;

/** A row of the three lists. */
export const poListRow = z.object({
  po_id: z.number(),
  po_number: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  vendor_id: z.number(),
  vendor_name: z.string(),
  po_price: z.string(),
  status_id: z.number(),
  status_name: z.string(),
  created_by: z.number().nullable(),
  can_approve: z.boolean(),
});
export type PoListRow = z.infer<typeof poListRow>;
export const poPage = paginated(poListRow);
export type PoPage = z.infer<typeof poPage>;

const filterId = zeroOrIdSchema();
/** List filters as query parameters; 0 or absent = All (company, vendor, status). Page size 10. */
/** Columns the order lists sort by; 'newest' (the default, descending) is the order they were created. */
export const PO_SORTS = ['newest', 'po_number', 'vendor_name', 'po_price', 'status_name', 'company_name'] as const;
export type PoSort = (typeof PO_SORTS)[number];

/** The order lists' filters (0 or absent = All), search and sort. */
const poFilters = z.object({
  company_id: filterId.optional(),
  vendor_id: filterId.optional(),
  status_id: filterId.pipe(z.number().max(8, { error: 'Not a valid status' })).optional(),
  ...listSortQuery(PO_SORTS, 'newest', 'desc').shape,
});
export const poListQuery = pageQuery.extend(poFilters.shape);
export type PoListQuery = z.output<typeof poListQuery>;
/** GET <an order list>/export: the list's filters and the file format. */
export const poExportQuery = poFilters.extend(exportQuery.shape);
export type PoExportQuery = z.output<typeof poExportQuery>;
export const PO_PAGE_SIZE = 10;
