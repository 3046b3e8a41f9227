import {
  bankStatementDetail,
  bankStatementImport,
  bankStatementListQuery,
  bankStatementPage,
  csvMapping,
  csvMappingBody,
  idParams,
  okEnvelope as ok,
  okSaying,
  BANK_STATEMENT_TEXT as T,
} from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app.js';
import { AppError, invalid } from '../../errors.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './bank-statements.service.js';

const tags = ['Bank statements'];
const view = { access: { permission: 'BankReconciliation_View' } } as const;
const create = { access: { permission: 'BankReconciliation_Create' } } as const;
const MAX_FILE = 5 * 1024 * 1024;

/** The multipart fields of an import: bank_account_id and the file (read whole: statements are small). */
async function uploadOf(req: FastifyRequest): Promise<service.Upload> {
  if (!req.isMultipart()) throw invalid(T.notMultipart, 'file');
  const upload: service.Upload = { bankAccountId: null, fileName: '', bytes: null };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || upload.bytes) {
        await part.toBuffer();
        continue;
      }
      upload.fileName = part.filename ?? '';
      upload.bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, T.tooLarge, { file: [T.tooLarge] });
    } else if (part.fieldname === 'bank_account_id') {
      const id = Number(String(part.value).trim());
      upload.bankAccountId = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
    }
  }
  return upload;
}

/** Bank statements (issue 26 point 1): import a bank's file, the statements and their lines, the CSV mapping. */
export async function bankStatementRoutes(app: AppInstance) {
  const { db } = app.deps;

  // multipart/form-data is accepted by the import alone (an encapsulated plugin), nowhere else.
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: MAX_FILE, files: 1, fields: 5, parts: 6 } });
    (upload as AppInstance).post(
      '/bank-statements/import',
      {
        schema: {
          tags,
          summary: 'Import a bank statement file',
          description:
            'multipart/form-data with bank_account_id (a bank or cash account of your company) and file: OFX 1.x (SGML) or 2.x (XML), QFX, ISO 20022 CAMT.053, or CSV read with the ' +
            "bank account's saved column mapping (none saved: 422 naming the file's columns in errors.csv_columns). The file is read whole first: one that fails to parse answers 422 and imports nothing. " +
            "A file naming another account number than the one recorded on the bank account's check print set-up is refused (422); where none is recorded, this import records it. " +
            'A line whose bank reference (FITID, AcctSvcrRef, a CSV reference column, else date|amount|description) the account already has is skipped and counted in duplicates_skipped, so overlapping downloads are safe. ' +
            'Answers the format, the statement period, opening and closing balances (null when the file gives none), lines_imported, duplicates_skipped and statement_id.',
          response: { 200: okSaying(T.imported).extend({ data: bankStatementImport }) },
        },
        config: create,
      },
      async (req) => ({ data: await service.importStatement(db, authOf(req), await uploadOf(req)) }),
    );
  });

  app.get(
    '/bank-statements',
    {
      schema: {
        tags,
        summary: 'The imported bank statements',
        description:
          'Newest first, paged (?page=, ?per_page=), of one bank account when ?bank_account_id= names one of your bank accounts (422 otherwise): the period, balances, lines imported, duplicates skipped, who imported it and when.',
        querystring: bankStatementListQuery,
        response: { 200: ok.extend({ data: bankStatementPage }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.listStatements(db, authOf(req), req.query) }),
  );

  app.get(
    '/bank-statements/:id',
    {
      schema: {
        tags,
        summary: 'One imported bank statement with its lines',
        description:
          "The statement and the lines it imported (money in > 0, out < 0), in date order; lines skipped as duplicates belong to the statement that first brought them. Another company's statement answers 404.",
        params: idParams,
        response: { 200: ok.extend({ data: bankStatementDetail }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.statementDetail(db, authOf(req), req.params.id) }),
  );

  app.get(
    '/bank-accounts/:id/csv-mapping',
    {
      schema: {
        tags,
        summary: "A bank account's CSV column mapping",
        description:
          "Which columns of the bank's CSV file hold the date (and its format), the amount or debit and credit, the description, the check number and the reference; data null when none is saved. id: a bank account of your company (422 otherwise).",
        params: idParams,
        response: { 200: ok.extend({ data: csvMapping.nullable() }) },
      },
      config: view,
    },
    async (req) => ({ data: await service.getMapping(db, authOf(req), req.params.id) }),
  );

  app.put(
    '/bank-accounts/:id/csv-mapping',
    {
      schema: {
        tags,
        summary: "Save a bank account's CSV column mapping",
        description:
          "Chosen once per bank account, used by every CSV import of it: date_column and date_format (MM/DD/YYYY, DD/MM/YYYY, YYYY-MM-DD), amount_column (signed) or debit_column and credit_column, description_column, optional check_number_column and reference_column, each the header text of the bank's file. Replaces the saved one.",
        params: idParams,
        body: csvMappingBody,
        response: { 200: okSaying(T.mappingSaved).extend({ data: csvMapping }) },
      },
      config: create,
    },
    async (req) => ({ data: await service.saveMapping(db, authOf(req), req.params.id, req.body) }),
  );
}
