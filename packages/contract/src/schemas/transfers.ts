import { z } from 'zod';
import { voidReason } from './bills.js';
import { depositDay, depositMoney } from './deposits.js';
import { exportQuery, idSchema, listSortQuery, optionalIdSchema, optionalText, pageQuery, paginated, statusFilterSchema, zeroOrIdSchema } from './common.js';

/** Transfer status codes (5 in a filter = All Status). */
export const TRANSFER_STATUS = { Void: 1, Posted: 2 } as const;
export const TRANSFER_ALL_STATUS = 5;
export const TRANSFER_STATUS_NAMES: Record<number, string> = { 1: 'Void', 2: 'Posted' };
export const TRANSFER_PAGE_SIZE = 10;

/** Transfer texts the specification does not word ('Insufficient funds in your account!!' is M.insufficientFunds). */
export const TRANSFER_TEXT = {
  voidConfirm: 'Change status of transfer?',
  created: 'Transfer has been recorded successfully',
  selectCompany: 'Please select company',
  selectFrom: 'Please select the account the money leaves',
  selectTo: 'Please select the account the money goes to',
  sameAccount: 'Choose two different bank accounts.',
  bankUnknown: 'Choose a bank or cash account of this company.',
  chooseFund: 'Please select a fund program',
  fundUnknown: 'Choose a fund program of this company.',
  sameFund: 'Leave the second fund empty for a transfer within one fund.',
  dateInvalid: 'Enter a valid transfer date.',
  dateFuture: 'The transfer date cannot be in the future.',
  alreadyVoid: 'This transfer is already void.',
} as const;

/** POST /transfers (issue 25's wire names). */
export const transferRequest = z
  .object({
    company_id: optionalIdSchema(TRANSFER_TEXT.selectCompany),
    from_bank_account_id: idSchema(TRANSFER_TEXT.selectFrom),
    to_bank_account_id: idSchema(TRANSFER_TEXT.selectTo),
    transfer_date: depositDay(TRANSFER_TEXT.dateInvalid),
    amount: depositMoney(1),
    fund_program_id: idSchema(TRANSFER_TEXT.chooseFund),
    /** a transfer between funds (an interfund transfer, as the statements issue defines it); absent = one fund */
    to_fund_program_id: optionalIdSchema(TRANSFER_TEXT.fundUnknown),
    memo: optionalText(500),
  })
  .superRefine((r, ctx) => {
    if (r.from_bank_account_id === r.to_bank_account_id) ctx.addIssue({ code: 'custom', path: ['to_bank_account_id'], message: TRANSFER_TEXT.sameAccount });
    if (r.to_fund_program_id === r.fund_program_id) ctx.addIssue({ code: 'custom', path: ['to_fund_program_id'], message: TRANSFER_TEXT.sameFund });
  });
export type TransferRequest = z.output<typeof transferRequest>;

/** POST /transfers as the service takes it: the wire names turned into domain input once, here. */
export interface TransferInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  fromBankAccountId: number;
  toBankAccountId: number;
  transferDate: string;
  amountCents: number;
  fundProgramId: number;
  /** a transfer between funds; null: one fund */
  toFundProgramId: number | null;
  memo: string | null;
}

/** The route's body: transferRequest transformed into a TransferInput. */
export const transferBody = transferRequest.transform(
  (r): TransferInput => ({
    companyId: r.company_id,
    fromBankAccountId: r.from_bank_account_id,
    toBankAccountId: r.to_bank_account_id,
    transferDate: r.transfer_date,
    amountCents: r.amount,
    fundProgramId: r.fund_program_id,
    toFundProgramId: r.to_fund_program_id,
    memo: r.memo,
  }),
);

export const TRANSFER_SORTS = ['newest', 'transfer_date', 'amount', 'status_name'] as const;

const transferFilters = z.object({
  company_id: zeroOrIdSchema().default(0),
  status: statusFilterSchema(TRANSFER_ALL_STATUS, TRANSFER_STATUS_NAMES).default(TRANSFER_ALL_STATUS),
  ...listSortQuery(TRANSFER_SORTS, 'newest', 'desc').shape,
});
export const transferListQuery = transferFilters.extend({
  page: pageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(TRANSFER_PAGE_SIZE),
});
export const transferExportQuery = transferFilters.extend(exportQuery.shape);
export type TransferListQuery = z.output<typeof transferListQuery>;
export type TransferExportQuery = z.output<typeof transferExportQuery>;

export const transferRow = z.object({
  id: z.number(),
  company_id: z.number(),
  companyName: z.string(),
  from_bank_account_id: z.number(),
  from_bank_account_name: z.string(),
  to_bank_account_id: z.number(),
  to_bank_account_name: z.string(),
  transfer_date: z.string(),
  amount: z.string(),
  fund_program_id: z.number(),
  fund_program_name: z.string(),
  to_fund_program_id: z.number().nullable(),
  to_fund_program_name: z.string().nullable(),
  memo: z.string().nullable(),
  status: z.number(),
  status_name: z.string(),
  created_on: z.string(),
  voided_at: z.string().nullable(),
});
export type TransferRow = z.infer<typeof transferRow>;
export const transferPage = paginated(transferRow);

export const transferDetail = z.object({
  data: transferRow,
  journalEntries: z.array(
    z.object({ id: z.number(), entry_date: z.string(), memo: z.string().nullable(), amount: z.string(), reverses_entry_id: z.number().nullable() }),
  ),
  /** why it was voided, when a reason was given (issue 28.5) */
  void_reason: voidReason.nullable(),
});
export type TransferDetail = z.infer<typeof transferDetail>;
