import { z } from 'zod';
import { okStatus } from './common.js';

/** A bill named in a void's confirmation. */
export const voidBillRef = z.object({
  id: z.number(),
  bill_number: z.number(),
  vendor_name: z.string(),
  refrence: z.string(),
  /** decimal string: the bill's amount due */
  amount: z.string(),
});
/** A payment named in a void's confirmation. */
export const voidPaymentRef = z.object({ id: z.number(), bill_number: z.number(), vendor_name: z.string(), amount: z.string() });
/** A check named in a void's confirmation ('Check #1234', amount, payee). */
export const voidCheckRef = z.object({
  id: z.number(),
  check_number: z.number(),
  check_type: z.enum(['voucher', 'standard']),
  vendor_name: z.string(),
  amount: z.string(),
  bank_account_name: z.string(),
});
export type VoidBillRef = z.infer<typeof voidBillRef>;
export type VoidPaymentRef = z.infer<typeof voidPaymentRef>;
export type VoidCheckRef = z.infer<typeof voidCheckRef>;

/**
 * GET /bill|bill-payment|check/{id}/void-preview: everything the void of that record would change, read
 * without changing anything, so the confirmation names it before the user agrees (issue 20).
 */
export const voidPreview = z.object({
  /** what becomes Void: the record itself and everything its void takes with it */
  voided: z.object({ bills: z.array(voidBillRef), payments: z.array(voidPaymentRef), checks: z.array(voidCheckRef) }),
  /** other bills whose payments leave a voided check and go back to Paid (they wait for a new check) */
  back_to_paid: z.array(voidBillRef),
  /** bills whose payment is voided while the bill stays: they return to Created (to be paid again) */
  back_to_created: z.array(voidBillRef),
});
export type VoidPreview = z.infer<typeof voidPreview>;
export const voidPreviewResponse = z.object({ status: okStatus, data: voidPreview });
