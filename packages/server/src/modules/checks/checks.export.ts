import { CHECK_STATUS_NAMES, type CheckExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CheckListRecord, checkListing } from './checks.repo.js';
import { checkListRequest } from './checks.read.js';

const COLUMNS: ExportColumn<CheckListRecord>[] = [
  { header: 'Check#', type: 'number', value: (r) => r.c.checkNumber, width: 9 },
  { header: 'Company Name', type: 'text', value: (r) => r.companyName, width: 28 },
  { header: 'Date', type: 'date', value: (r) => r.c.checkDate },
  { header: 'Vendor', type: 'text', value: (r) => r.vendorName, width: 28 },
  { header: 'Bank Account', type: 'text', value: (r) => r.bankName, width: 24 },
  { header: 'Type', type: 'text', value: (r) => r.c.checkType, width: 10 },
  { header: 'Memo', type: 'text', value: (r) => r.c.memo, width: 24 },
  { header: 'Amount', type: 'money', value: (r) => r.c.amountCents },
  { header: 'Status', type: 'text', value: (r) => CHECK_STATUS_NAMES[r.c.status] ?? String(r.c.status), width: 10 },
];

/** GET /listAllGeneratedCheck/export: every check the list shows for these filters, in its order, as CSV or Excel. */
export async function exportChecks(db: Db, auth: AuthContext, q: CheckExportQuery, reply: FastifyReply, now: Date) {
  const request = checkListRequest(auth, q);
  return sendExport(reply, { name: 'checks', format: q.format, columns: COLUMNS, rows: inBatches(checkListing.batch(db, request)), now });
}
