import { TRANSFER_STATUS_NAMES, type TransferExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type TransferRecord, transferListing } from './transfers.repo.js';
import { transferListRequest } from './transfers.service.js';

const COLUMNS: ExportColumn<TransferRecord>[] = [
  { header: 'Transfer#', type: 'number', value: (r) => r.t.id, width: 9 },
  { header: 'Company Name', type: 'text', value: (r) => r.companyName, width: 28 },
  { header: 'Transfer Date', type: 'date', value: (r) => r.t.transferDate },
  { header: 'From', type: 'text', value: (r) => `${r.fromNumber} ${r.fromName}`, width: 24 },
  { header: 'To', type: 'text', value: (r) => `${r.toNumber} ${r.toName}`, width: 24 },
  { header: 'Fund Program', type: 'text', value: (r) => r.fundName, width: 20 },
  { header: 'To Fund Program', type: 'text', value: (r) => r.toFundName ?? '', width: 20 },
  { header: 'Memo', type: 'text', value: (r) => r.t.memo ?? '', width: 28 },
  { header: 'Amount', type: 'money', value: (r) => r.t.amountCents },
  { header: 'Status', type: 'text', value: (r) => TRANSFER_STATUS_NAMES[r.t.status] ?? String(r.t.status), width: 10 },
];

/** GET /transfers/export: every transfer the list shows for these filters, in its order, as CSV or Excel. */
export async function exportTransfers(db: Db, auth: AuthContext, q: TransferExportQuery, reply: FastifyReply, now: Date) {
  return sendExport(reply, { name: 'transfers', format: q.format, columns: COLUMNS, rows: inBatches(transferListing.batch(db, transferListRequest(auth, q))), now });
}
