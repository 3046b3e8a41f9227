import { z } from 'zod';
import { exportQuery, idSchema, listSortQuery, pageQuery, paginated } from './common.js';

/** Bank statement import (issue 26 point 1) and the check register (point 5): texts quoted by server, web, tests. */
export const BANK_STATEMENT_TEXT = {
  imported: 'The bank statement has been imported.',
  mappingSaved: 'The CSV column mapping has been saved.',
  selectBank: 'Choose a bank account of this company.',
  noFile: 'Choose the statement file to import.',
  notMultipart: 'Send the statement as multipart/form-data with the fields bank_account_id and file.',
  emptyFile: 'The file is empty.',
  tooLarge: 'The file is larger than 5 MB: a bank statement is much smaller; check that it is the right file.',
  unknownFormat: 'The file is not a statement this app reads: download it from the bank as OFX, QFX (Quicken), CAMT.053 (XML) or CSV.',
  needsMapping: (columns: string[]) =>
    `No CSV column mapping is saved for this bank account: choose which columns hold the date, the amount and the description. The file's columns: ${columns.join(', ')}.`,
  otherAccount: (file: string, recorded: string) =>
    `This file is for account ${file}, but this bank account's number is ${recorded}: choose the right bank account or the right file. Nothing was imported.`,
  notFound: 'No such bank statement.',
  chooseDateColumn: 'Choose the date column.',
  chooseDescriptionColumn: 'Choose the description column.',
  chooseAmount: 'Choose the amount column, or both the debit and the credit columns.',
  chooseDateFormat: 'Choose how the bank writes dates.',
  /** the check register's marker of a gap in the numbering */
  missing: (from: number, to: number) => (from === to ? `Missing ${from}` : `Missing ${from}-${to}`),
} as const;

export const BANK_STATEMENT_FORMATS = ['ofx', 'qfx', 'camt053', 'csv'] as const;
export const BANK_STATEMENT_FORMAT_NAMES: Record<(typeof BANK_STATEMENT_FORMATS)[number], string> = {
  ofx: 'OFX',
  qfx: 'QFX (Quicken)',
  camt053: 'CAMT.053',
  csv: 'CSV',
};
export const CSV_DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;

/** The answer of POST /bank-statements/import. Balances are null when the file gives none (CSV). */
export const bankStatementImport = z.object({
  statement_id: z.number(),
  bank_account_id: z.number(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  account_number: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  opening_balance: z.string().nullable(),
  closing_balance: z.string().nullable(),
  lines_imported: z.number(),
  duplicates_skipped: z.number(),
});
export type BankStatementImport = z.infer<typeof bankStatementImport>;

/** One statement of the list (GET /bank-statements). */
export const bankStatementRow = bankStatementImport.omit({ account_number: true }).extend({
  id: z.number(),
  company_id: z.number(),
  bank_account_name: z.string(),
  bank_account_number: z.string(),
  file_name: z.string(),
  imported_by: z.string(),
  imported_at: z.string(),
});
export type BankStatementRow = z.infer<typeof bankStatementRow>;
export const bankStatementPage = paginated(bankStatementRow);

export const bankStatementLine = z.object({
  id: z.number(),
  posted_on: z.string(),
  amount: z.string(),
  description: z.string(),
  payee: z.string().nullable(),
  check_number: z.string().nullable(),
  bank_ref: z.string(),
});
export type BankStatementLine = z.infer<typeof bankStatementLine>;

/** GET /bank-statements/{id}: the statement and the lines it imported (duplicates stay with their first statement). */
export const bankStatementDetail = z.object({ statement: bankStatementRow, lines: z.array(bankStatementLine) });
export type BankStatementDetail = z.infer<typeof bankStatementDetail>;

export const bankStatementListQuery = pageQuery.extend({
  bank_account_id: idSchema(BANK_STATEMENT_TEXT.selectBank).optional(),
});
export type BankStatementListQuery = z.output<typeof bankStatementListQuery>;

const column = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** PUT /bank-accounts/{id}/csv-mapping: header names of the bank's CSV file. */
export const csvMappingRequest = z
  .object({
    date_column: column,
    date_format: z.enum(CSV_DATE_FORMATS, { error: BANK_STATEMENT_TEXT.chooseDateFormat }),
    amount_column: column,
    debit_column: column,
    credit_column: column,
    description_column: column,
    check_number_column: column,
    reference_column: column,
  })
  .superRefine((v, ctx) => {
    if (!v.date_column) ctx.addIssue({ code: 'custom', path: ['date_column'], message: BANK_STATEMENT_TEXT.chooseDateColumn });
    if (!v.description_column) ctx.addIssue({ code: 'custom', path: ['description_column'], message: BANK_STATEMENT_TEXT.chooseDescriptionColumn });
    if (!v.amount_column === !(v.debit_column && v.credit_column))
      ctx.addIssue({ code: 'custom', path: ['amount_column'], message: BANK_STATEMENT_TEXT.chooseAmount });
  });
export type CsvMappingRequest = z.output<typeof csvMappingRequest>;
/**
 * Which header names a bank account's CSV columns, as the import parses with it and the service stores it: the
 * request's wire names turned into domain input once. A signed amount column wins over debit and credit.
 */
export interface CsvMappingInput {
  dateColumn: string;
  dateFormat: (typeof CSV_DATE_FORMATS)[number];
  amountColumn: string | null;
  debitColumn: string | null;
  creditColumn: string | null;
  descriptionColumn: string;
  checkNumberColumn: string | null;
  referenceColumn: string | null;
}
export const csvMappingInputOf = (m: CsvMappingRequest): CsvMappingInput => ({
  // the refinement refused a blank date or description column
  dateColumn: m.date_column as string,
  dateFormat: m.date_format,
  amountColumn: m.amount_column,
  debitColumn: m.amount_column ? null : m.debit_column,
  creditColumn: m.amount_column ? null : m.credit_column,
  descriptionColumn: m.description_column as string,
  checkNumberColumn: m.check_number_column,
  referenceColumn: m.reference_column,
});
/** PUT /bank-accounts/{id}/csv-mapping's body: csvMappingRequest transformed into a CsvMappingInput. */
export const csvMappingBody = csvMappingRequest.transform(csvMappingInputOf);

/** GET /bank-accounts/{id}/csv-mapping: null when none is saved. */
export const csvMapping = z.object({
  bank_account_id: z.number(),
  date_column: z.string(),
  date_format: z.enum(CSV_DATE_FORMATS),
  amount_column: z.string().nullable(),
  debit_column: z.string().nullable(),
  credit_column: z.string().nullable(),
  description_column: z.string(),
  check_number_column: z.string().nullable(),
  reference_column: z.string().nullable(),
});
export type CsvMapping = z.infer<typeof csvMapping>;

// ---- The check register (point 5) ----

export const CHECK_REGISTER_SORTS = ['check_number', 'check_date', 'payee', 'amount', 'status'] as const;
const registerFilters = z
  .object({ bank_account_id: idSchema(BANK_STATEMENT_TEXT.selectBank) })
  .extend(listSortQuery(CHECK_REGISTER_SORTS, 'check_number', 'asc').shape);
export const checkRegisterQuery = registerFilters.extend({
  page: pageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const checkRegisterExportQuery = registerFilters.extend(exportQuery.shape);
export type CheckRegisterQuery = z.output<typeof checkRegisterQuery>;
export type CheckRegisterExportQuery = z.output<typeof checkRegisterExportQuery>;

/**
 * One check of the register. missing_before: the numbers skipped just below this one ("Missing 1043-1045"),
 * null when the previous check of the account is number - 1 (or there is none). cleared_on: the day a completed
 * reconciliation cleared it (null until then).
 */
export const checkRegisterRow = z.object({
  id: z.number(),
  check_number: z.number(),
  check_date: z.string(),
  check_type: z.enum(['voucher', 'standard']),
  payee: z.string(),
  memo: z.string(),
  amount: z.string(),
  status: z.number(),
  status_name: z.string(),
  cleared_on: z.string().nullable(),
  missing_before: z.string().nullable(),
});
export type CheckRegisterRow = z.infer<typeof checkRegisterRow>;
export const checkRegisterPage = paginated(checkRegisterRow).extend({
  /** every gap of the account's numbering, lowest first, whatever page or search is shown */
  gaps: z.array(z.string()),
});
export type CheckRegisterPage = z.infer<typeof checkRegisterPage>;
