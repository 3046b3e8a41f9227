import type { BillExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { billDocument } from './bill.document.js';
import { type BillListRecord, billBatch } from './bills.repo.js';
import { billListRequest, checkVendorFilter } from './bills.service.js';

/** A row that names a bill: a bill's own list row, or a payment's with its bill. */
interface NamesABill {
  bill: { billNumber: number; billDue: string; reference: string };
  companyName: string | null;
  vendorName: string | null;
}

/** The bill's number and company: the first columns of the bills' export and of their payments'. */
export const billNumberColumns = <R extends NamesABill>(): ExportColumn<R>[] => [
  { header: 'Bill#', type: 'number', value: (r) => r.bill.billNumber, width: 8 },
  { header: 'Company Name', type: 'text', value: (r) => r.companyName, width: 28 },
];

/** The bill's due day, vendor and reference, after the row's own date in both exports. */
export const billPartyColumns = <R extends NamesABill>(): ExportColumn<R>[] => [
  { header: 'Due Date', type: 'date', value: (r) => r.bill.billDue },
  { header: 'Vendor', type: 'text', value: (r) => r.vendorName, width: 28 },
  { header: 'Reference', type: 'text', value: (r) => r.bill.reference, width: 16 },
];

const COLUMNS: ExportColumn<BillListRecord>[] = [
  ...billNumberColumns<BillListRecord>(),
  { header: 'Date', type: 'date', value: (r) => r.bill.billDate },
  ...billPartyColumns<BillListRecord>(),
  { header: 'Memo', type: 'text', value: (r) => r.bill.memo, width: 24 },
  { header: 'Description', type: 'text', value: (r) => r.bill.description, width: 24 },
  { header: 'PO#', type: 'number', value: (r) => r.poNumber, width: 8 },
  { header: 'Accounts Payable', type: 'text', value: (r) => r.payableName, width: 24 },
  { header: 'Account', type: 'text', value: (r) => r.accountName, width: 24 },
  { header: 'Fund Program', type: 'text', value: (r) => r.fundProgramName, width: 20 },
  { header: 'Functional Expense', type: 'text', value: (r) => r.functionalExpenseName, width: 20 },
  { header: 'Amount Due', type: 'money', value: (r) => r.bill.amountDueCents },
  { header: 'Status', type: 'text', value: (r) => billDocument.statusName(r.bill.status), width: 10 },
];

/** GET /getAllPayBillsInfo/export: every bill the list shows for these filters, in its order, as CSV or Excel. */
export async function exportBills(db: Db, auth: AuthContext, q: BillExportQuery, reply: FastifyReply, now: Date) {
  const request = billListRequest(auth, q, now);
  await checkVendorFilter(db, request);
  return sendExport(reply, { name: 'bills', format: q.format, columns: COLUMNS, rows: inBatches(billBatch(db, request)), now });
}
