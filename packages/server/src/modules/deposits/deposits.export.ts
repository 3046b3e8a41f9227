import { DEPOSIT_STATUS_NAMES, type DepositExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type DepositListRecord, depositBatch } from './deposits.repo.js';
import { depositListRequest } from './deposits.service.js';

const COLUMNS: ExportColumn<DepositListRecord>[] = [
  { header: 'Deposit#', type: 'number', value: (r) => r.d.id, width: 9 },
  { header: 'Company Name', type: 'text', value: (r) => r.companyName, width: 28 },
  { header: 'Deposit Date', type: 'date', value: (r) => r.d.depositDate },
  { header: 'Bank Account', type: 'text', value: (r) => `${r.bankNumber} ${r.bankName}`, width: 24 },
  { header: 'Counted By', type: 'text', value: (r) => `${r.d.countedBy1}, ${r.d.countedBy2}`, width: 28 },
  { header: 'Memo', type: 'text', value: (r) => r.d.memo ?? '', width: 28 },
  { header: 'Lines', type: 'number', value: (r) => r.d.lineCount, width: 7 },
  { header: 'Cash', type: 'money', value: (r) => r.d.cashCents },
  { header: 'Checks', type: 'money', value: (r) => r.d.checkCents },
  { header: 'Electronic', type: 'money', value: (r) => r.d.electronicCents },
  { header: 'Total', type: 'money', value: (r) => r.d.totalCents },
  { header: 'Status', type: 'text', value: (r) => DEPOSIT_STATUS_NAMES[r.d.status] ?? String(r.d.status), width: 10 },
];

/** GET /deposits/export: every deposit the list shows for these filters, in its order, as CSV or Excel. */
export async function exportDeposits(db: Db, auth: AuthContext, q: DepositExportQuery, reply: FastifyReply, now: Date) {
  const request = depositListRequest(auth, q);
  return sendExport(reply, { name: 'deposits', format: q.format, columns: COLUMNS, rows: inBatches(depositBatch(db, request)), now });
}
