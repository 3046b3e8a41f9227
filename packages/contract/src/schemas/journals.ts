import { z } from 'zod';
import { isValidIsoDate } from '../dates.js';
import { M } from '../messages.js';
import { toCents } from '../money.js';
import { SEC } from '../security.js';
import { exportQuery, idSchema, listSortQuery, MAX_ID, MAX_PAGE, optionalIdSchema, paginated } from './common.js';

/** Texts of the ledger and journal screens (the specification does not word them). */
export const LEDGER_TEXT = {
  entryPosted: 'Journal entry has been posted successfully',
  entryReversed: 'Journal entry has been reversed',
  noLines: 'Add at least one debit line and one credit line.',
  oneSide: 'Enter either a debit or a credit on each line, not both.',
  zeroLine: 'Enter an amount on each line.',
  negative: 'Amounts cannot be negative.',
  unbalanced: 'Total debits must equal total credits.',
  accountUnknown: 'The account was not found.',
  accountInactive: (name: string) => `The account ${name} is InActive and cannot be used for new postings.`,
  tagUnknown: (what: string) => `The ${what} was not found.`,
  alreadyReversed: 'This entry has already been reversed.',
  reversalOfReversal: 'A reversing entry cannot be reversed; post a new entry instead.',
  reversalBeforeEntry: 'The reversal date cannot be before the entry date.',
  onlyManual: 'This entry was posted by a bill, payment or check; void that record instead.',
  invalidDate: 'Enter a valid date.',
  chooseAccount: 'Please select an account',
  reverseConfirm: 'Reverse this journal entry? A new entry dated today will undo it; the original is kept.',
  amountTooLarge: 'The amount is too large.',
} as const;

/** The kinds of interfund entry a manual entry may be (issue 24). */
export const INTERFUND_KINDS = ['loan', 'transfer'] as const;
export type InterfundKindName = (typeof INTERFUND_KINDS)[number];

/** Ids are Postgres integers (the shared MAX_ID); kept under this name for the ledger's callers. */
export const LEDGER_MAX_ID = MAX_ID;

/** A record id in a path or query: the shared id rule. */
export const ledgerId = (message = 'Not a valid id') => idSchema(message);

/** PostgreSQL text cannot hold NUL: such input is a 422, never a database error. */
const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Contains a character that is not allowed';
export const LEDGER_MAX_PAGE = MAX_PAGE;

/** A calendar date 'YYYY-MM-DD'. */
export const ledgerDate = (message: string = M.required) =>
  z.string({ error: message }).trim().min(1, { error: message }).refine(isValidIsoDate, { error: LEDGER_TEXT.invalidDate });

/** Money in one column of a journal line: blank means none (0 cents). */
const lineAmount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return 0;
    const cents = toCents(v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid amount' });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: 'custom', message: LEDGER_TEXT.negative });
      return z.NEVER;
    }
    return cents;
  });

/** An optional id from a select: blank, 0 or null mean none. */
const optionalId = optionalIdSchema('Choose one of the options');

/** Wire names follow the bill screens: fund_program_id, funtional_expenses_id (sic). */
export const journalLineInput = z
  .object({
    account_id: ledgerId(LEDGER_TEXT.chooseAccount),
    debit: lineAmount,
    credit: lineAmount,
    fund_program_id: optionalId,
    funtional_expenses_id: optionalId,
    memo: z.string().trim().max(500, { error: M.memoTooLong }).regex(NO_NUL, { error: NUL_MESSAGE }).nullish(),
  })
  .superRefine((l, ctx) => {
    if (l.debit > 0 && l.credit > 0) ctx.addIssue({ code: 'custom', path: ['credit'], message: LEDGER_TEXT.oneSide });
    if (l.debit === 0 && l.credit === 0) ctx.addIssue({ code: 'custom', path: ['debit'], message: LEDGER_TEXT.zeroLine });
  });

export const journalEntryInput = z
  .object({
    /** Super-Admin names the company; a company user's own company is used. */
    company_id: optionalId,
    entry_date: ledgerDate(),
    memo: z.string({ error: M.required }).trim().min(1, { error: M.required }).max(500, { error: M.memoTooLong }).regex(NO_NUL, { error: NUL_MESSAGE }),
    lines: z.array(journalLineInput, { error: LEDGER_TEXT.noLines }).min(2, { error: LEDGER_TEXT.noLines }).max(200),
    /** true once the user confirmed an entry that takes a bank account below zero (else 409 errors.confirm_below_zero) */
    confirm_below_zero: z.boolean({ error: 'confirm_below_zero must be true or false' }).optional(),
    /**
     * What an entry whose funds do not balance is (issue 24): 'loan' (the ledger adds due to / due from
     * other funds lines per fund) or 'transfer' (interfund transfers in / out lines). Blank or null: neither.
     */
    interfund: z
      .union([z.enum(INTERFUND_KINDS), z.literal(''), z.null()], { error: "interfund must be 'loan' or 'transfer'" })
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((e, ctx) => {
    if (e.lines.length < 2) return; // already 'noLines'
    const debit = e.lines.reduce((s, l) => s + l.debit, 0);
    const credit = e.lines.reduce((s, l) => s + l.credit, 0);
    if (debit !== credit) ctx.addIssue({ code: 'custom', path: ['lines'], message: LEDGER_TEXT.unbalanced });
    const debited = new Set(e.lines.filter((l) => l.debit > 0).map((l) => l.account_id));
    const both = e.lines.findIndex((l) => l.credit > 0 && debited.has(l.account_id));
    if (both >= 0) ctx.addIssue({ code: 'custom', path: ['lines', both, 'account_id'], message: SEC.sameAccountBothSides });
  });
export type JournalEntryInput = z.input<typeof journalEntryInput>;

/** A manual entry's line in domain names (cents, ids; no wire spellings). */
export interface JournalLineRequest {
  accountId: number;
  debitCents: number;
  creditCents: number;
  fundProgramId: number | null;
  functionalExpenseId: number | null;
  memo: string;
}

/** POST /journals as the service takes it: the wire names turned into domain input once, here. */
export interface JournalEntryRequest {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  entryDate: string;
  memo: string;
  lines: JournalLineRequest[];
  interfund: InterfundKindName | undefined;
  confirmBelowZero: boolean;
}

/**
 * The route's body: the form's schema (journalEntryInput, which the web validates with, so the order of the
 * checks lives in one place) with its wire names turned into a JournalEntryRequest.
 */
export const journalEntryRequest = journalEntryInput.transform(
  (e): JournalEntryRequest => ({
    companyId: e.company_id ?? null,
    entryDate: e.entry_date,
    memo: e.memo,
    lines: e.lines.map((l) => ({
      accountId: l.account_id,
      debitCents: l.debit,
      creditCents: l.credit,
      fundProgramId: l.fund_program_id ?? null,
      functionalExpenseId: l.funtional_expenses_id ?? null,
      memo: l.memo ?? '',
    })),
    interfund: e.interfund ?? undefined,
    confirmBelowZero: e.confirm_below_zero === true,
  }),
);

export const reverseInput = z.object({
  entry_date: ledgerDate().optional(),
  /** true once the user confirmed a reversal that takes a bank account below zero (else 409 errors.confirm_below_zero) */
  confirm_below_zero: z.boolean({ error: 'confirm_below_zero must be true or false' }).optional(),
});

/**
 * Journal entries sort by date or entry number only: both walk an index of a table that grows without
 * bound (another column would sort a big company's every entry). Search covers the memo, source and number.
 */
export const JOURNAL_SORTS = ['entry_date', 'id'] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];
const journalFilters = z.object({ company_id: optionalId, ...listSortQuery(JOURNAL_SORTS, 'entry_date', 'desc').shape });
export const journalListQuery = journalFilters.extend({
  page: z.coerce.number().int().min(1).max(LEDGER_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type JournalListQuery = z.output<typeof journalListQuery>;
/** GET /journals/export: the list's filters and the file format. */
export const journalExportQuery = journalFilters.extend(exportQuery.shape);
export type JournalExportQuery = z.output<typeof journalExportQuery>;

const money = z.string();

export const journalEntryRow = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string().nullable(),
  entry_date: z.string(),
  memo: z.string(),
  source_type: z.string(),
  source_id: z.number().nullable(),
  amount: money,
  reverses_entry_id: z.number().nullable(),
  reversed_by_entry_id: z.number().nullable(),
  /** 'Posted', 'Reversed' (a later entry undid it) or 'Reversal' (it undoes another) */
  status: z.enum(['Posted', 'Reversed', 'Reversal']),
  users: z.string().nullable(),
  create_at: z.string(),
});
export type JournalEntryRow = z.infer<typeof journalEntryRow>;

export const journalLineRow = z.object({
  id: z.number(),
  account_id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  debit: money,
  credit: money,
  fund_program_id: z.number().nullable(),
  fund_program_name: z.string().nullable(),
  funtional_expenses_id: z.number().nullable(),
  functional_expense_name: z.string().nullable(),
  vendor_id: z.number().nullable(),
  vendor_name: z.string().nullable(),
  memo: z.string(),
});
export type JournalLineRow = z.infer<typeof journalLineRow>;

export const journalEntryDetail = journalEntryRow.extend({ lines: z.array(journalLineRow) });
export type JournalEntryDetail = z.infer<typeof journalEntryDetail>;

export const journalList = paginated(journalEntryRow);

/** An account picker option for journal lines (Active accounts only). */
export const journalAccountOption = z.object({
  id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  master_ac_type_id: z.number(),
  account_type: z.string(),
});
export type JournalAccountOption = z.infer<typeof journalAccountOption>;

/** A line's place in an account's posting order, 'YYYY-MM-DD_<entry id>_<line id>' (keyset paging). */
export const ledgerCursor = z.string().regex(/^\d{4}-\d{2}-\d{2}_\d{1,10}_\d{1,10}$/, 'Invalid ledger position.');

/** A tag filter of the account ledger: an id, or 'none' for the lines without that tag. */
const ledgerTagFilter = z.union([z.literal('none'), idSchema('Not a valid id')]);

export const ledgerQuery = z.object({
  from: ledgerDate().optional(),
  to: ledgerDate().optional(),
  /** the page after this line (next_cursor of the previous answer); page is then ignored */
  after: ledgerCursor.optional(),
  /** the page before this line (prev_cursor of the previous answer) */
  before: ledgerCursor.optional(),
  page: z.coerce.number().int().min(1).max(LEDGER_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  /** only the lines of this fund program, or 'none': only the untagged lines (the statements' drill-down) */
  fund_program_id: ledgerTagFilter.optional(),
  /** only the lines of this functional expense, or 'none': only the lines without one */
  functional_expense_id: ledgerTagFilter.optional(),
});

export const ledgerLineRow = z.object({
  line_id: z.number(),
  entry_id: z.number(),
  entry_date: z.string(),
  memo: z.string(),
  source_type: z.string(),
  debit: money,
  credit: money,
  /** running balance on the account's normal side after this line */
  balance: money,
});
export type LedgerLineRow = z.infer<typeof ledgerLineRow>;

export const trialBalanceQuery = z.object({
  company_id: optionalId,
  as_of: ledgerDate().optional(),
});

export const trialBalanceRow = z.object({
  account_id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.string(),
  total_debit: money,
  total_credit: money,
  /** the net balance, shown on its side */
  debit: money,
  credit: money,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRow>;

export const trialBalance = z.object({
  company_id: z.number(),
  company_name: z.string(),
  as_of: z.string(),
  rows: z.array(trialBalanceRow),
  total_debit: money,
  total_credit: money,
  difference: money,
});
export type TrialBalance = z.infer<typeof trialBalance>;
