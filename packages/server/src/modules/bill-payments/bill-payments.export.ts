import type { BillPaymentExportQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { billNumberColumns, billPartyColumns } from '../bills/bills.export.js';
import { billPaymentDocument } from './bill-payment.document.js';
import { type PaymentListRecord, paymentListing } from './bill-payments.repo.js';
import { paymentListRequest } from './bill-payments.service.js';

const COLUMNS: ExportColumn<PaymentListRecord>[] = [
  ...billNumberColumns<PaymentListRecord>(),
  { header: 'Payment Date', type: 'date', value: (r) => r.p.paymentDate },
  ...billPartyColumns<PaymentListRecord>(),
  { header: 'Bank Account', type: 'text', value: (r) => r.bankName, width: 24 },
  { header: 'Accounts Payable', type: 'text', value: (r) => r.payableName, width: 24 },
  { header: 'Fund Program', type: 'text', value: (r) => r.fundProgramName, width: 20 },
  { header: 'Functional Expense', type: 'text', value: (r) => r.functionalExpenseName, width: 20 },
  { header: 'Amount Due', type: 'money', value: (r) => r.p.amountDueCents },
  { header: 'Discount', type: 'money', value: (r) => r.p.discountCents },
  { header: 'Payment', type: 'money', value: (r) => r.p.paymentCents },
  { header: 'Status', type: 'text', value: (r) => billPaymentDocument.statusName(r.p.status), width: 10 },
];

/** GET /viewBillPayment/export: every payment the list shows for these filters, in its order, as CSV or Excel. */
export async function exportPayments(db: Db, auth: AuthContext, q: BillPaymentExportQuery, reply: FastifyReply, now: Date) {
  const request = paymentListRequest(auth, q);
  return sendExport(reply, { name: 'bill-payments', format: q.format, columns: COLUMNS, rows: inBatches(paymentListing.batch(db, request)), now });
}
