import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { MAX_MONEY_CENTS, toCents } from '../money.js';
import { type BillInput, billInputOf } from './bill-input.js';
import { billRequest } from './bills.js';
import { idSchema, optionalIdSchema } from './common.js';

/** The journal source type of the opening-balance entry; its source id is the company's id (one live per company). */
export const OPENING_SOURCE = 'opening_balance';

/** A balance: blank means none (0 cents); dollars with at most two decimals, never negative. */
const openingAmount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return 0;
    const cents = toCents(v);
    const roundedNumber = typeof v === 'number' && Math.round(v * 100) / 100 !== v;
    if (cents === null || cents < 0 || cents > MAX_MONEY_CENTS || roundedNumber) {
      ctx.addIssue({ code: 'custom', message: M.openingAmountInvalid });
      return z.NEVER;
    }
    return cents;
  });

/** An unpaid vendor bill as of the opening day: the bill form's own fields and rules. */
export const openingBillInput = billRequest.pick({
  vendor_id: true,
  refrence: true,
  amount_due: true,
  bill_due: true,
  fund_program_id: true,
  funtional_expenses_id: true,
  memo: true,
});

/**
 * POST /opening-balances. Bank lines are debited, fund lines credited to the net assets account tagged with
 * their fund program, and the rest of the bank total credited to it untagged: one balanced entry. Each bill
 * becomes an open bill dated as_of, Dr net assets / Cr Accounts Payable.
 */
export const openingBalanceInput = z
  .object({
    /** Super-Admin names the company; a company user's own company is used. */
    company_id: optionalIdSchema(M.selectCompany),
    as_of: z
      .string({ error: M.openingAsOfRequired })
      .trim()
      .min(1, { error: M.openingAsOfRequired, abort: true })
      .refine(isValidIsoDate, { error: 'Enter a valid date.' }),
    net_assets_account_id: idSchema(M.openingChooseNetAssets),
    banks: z.array(z.object({ account_id: idSchema(M.openingBankUnknown), amount: openingAmount })).max(200),
    funds: z
      .array(z.object({ fund_program_id: idSchema(M.selectFundProgram), amount: openingAmount }))
      .max(200)
      .default([]),
    /** the Accounts Payable account of the bills (required when there are bills) */
    account_payable_id: optionalIdSchema(M.openingPayableRequired),
    bills: z.array(openingBillInput).max(500).default([]),
  })
  .superRefine((o, ctx) => {
    const bankTotal = o.banks.reduce((s, b) => s + b.amount, 0);
    if (bankTotal === 0) ctx.addIssue({ code: 'custom', path: ['banks'], message: M.openingNeedsBank });
    const seen = new Set<number>();
    o.banks.forEach((b, i) => {
      if (seen.has(b.account_id)) ctx.addIssue({ code: 'custom', path: ['banks', i, 'account_id'], message: M.openingBankTwice });
      seen.add(b.account_id);
    });
    const fundTotal = o.funds.reduce((s, f) => s + f.amount, 0);
    if (fundTotal > bankTotal) ctx.addIssue({ code: 'custom', path: ['funds'], message: M.openingFundsTooHigh });
    if (o.bills.length && !o.account_payable_id) ctx.addIssue({ code: 'custom', path: ['account_payable_id'], message: M.openingPayableRequired });
  });
export type OpeningBalanceInput = z.input<typeof openingBalanceInput>;

/**
 * The opening balances as the service posts them: the request's wire names turned into domain input once. Each
 * unpaid bill is already the BillInput a treasurer's bill would be (billInputOf): Dr the net assets account, Cr
 * account_payable_id, dated as_of.
 */
export interface OpeningInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  /** YYYY-MM-DD */
  asOf: string;
  netAssetsAccountId: number;
  banks: { accountId: number; amountCents: number }[];
  funds: { fundProgramId: number; amountCents: number }[];
  /** null only without bills */
  accountPayableId: number | null;
  bills: BillInput[];
}
/** POST /opening-balances' body: openingBalanceInput (the screen's resolver) transformed into an OpeningInput. */
export const openingBalanceBody = openingBalanceInput.transform(
  (v): OpeningInput => ({
    companyId: v.company_id,
    asOf: v.as_of,
    netAssetsAccountId: v.net_assets_account_id,
    banks: v.banks.map((b) => ({ accountId: b.account_id, amountCents: b.amount })),
    funds: v.funds.map((f) => ({ fundProgramId: f.fund_program_id, amountCents: f.amount })),
    accountPayableId: v.account_payable_id,
    bills: v.bills.map((b) =>
      billInputOf({
        ...b,
        company_id: null,
        account_id: v.net_assets_account_id,
        // the refinement refused bills without it
        account_payable_id: v.account_payable_id as number,
        description: 'Opening balance: unpaid on the opening day',
        date: v.as_of,
        button_status: null,
      }),
    ),
  }),
);

const accountChoice = z.object({ id: z.number(), account_number: z.string(), account_name: z.string() });

/** The company's live opening-balance entry (not reversed), if any. */
export const openingEntry = z.object({ entry_id: z.number(), as_of: z.string(), amount: z.string() });

/** GET /opening-balances/:companyId: what the screen offers and whether the opening was already entered. */
export const openingBalanceState = z.object({
  company_id: z.number(),
  opening: openingEntry.nullable(),
  banks: z.array(accountChoice.extend({ balance: z.string() })),
  net_assets: z.array(accountChoice),
  payables: z.array(accountChoice),
});
export type OpeningBalanceState = z.infer<typeof openingBalanceState>;

export const openingBalancePosted = openingEntry.extend({
  company_id: z.number(),
  bills: z.array(z.object({ id: z.number(), bill_number: z.number(), amount_due: z.string() })),
});
export type OpeningBalancePosted = z.infer<typeof openingBalancePosted>;
