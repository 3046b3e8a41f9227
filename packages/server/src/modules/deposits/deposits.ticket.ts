import { DEPOSIT_TEXT, toCents } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkPrintSetups } from '../../db/schema/index.js';
import { notFound } from '../../errors.js';
import { type Column, contentWidth, createPdf, FONT, field, MARGIN, pdfBuffer, pdfDate, pdfMoney, tableHeader, tableRow } from '../../pdf/document.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, inScope, scopeOf } from '../../plugins/company-scope.js';
import { depositWithNames, linesOf } from './deposits.repo.js';

/** The checks table of the ticket; exported so the test can find its columns. */
export const TICKET_COLUMNS: Column[] = [
  { header: '#', width: 0.06, align: 'right' },
  { header: 'Check No.', width: 0.16 },
  { header: 'Payer', width: 0.5 },
  { header: 'Amount', width: 0.28, align: 'right' },
];

/** The bank's own name and account number from the check print set-up (the ledger name is not the bank's). */
async function bankOf(db: Db, scope: CompanyScope, bankAccountId: number) {
  const [s] = await db
    .select({ bankName: checkPrintSetups.bankName, accountNumber: checkPrintSetups.accountNumber })
    .from(checkPrintSetups)
    .where(and(eq(checkPrintSetups.bankAccountId, bankAccountId), inScope(scope, checkPrintSetups.companyId)));
  return s;
}

const cents = (amount: string) => toCents(amount) ?? 0;

/**
 * GET /deposits/{id}/ticket: the deposit ticket a counter takes to the bank with the bag. Lists every check
 * (number, payer, amount), then the cash, checks, electronic and grand totals and the two counters' names.
 * A void deposit prints VOID; a returned check stays listed (it was deposited) and is marked returned.
 */
export async function depositTicket(db: Db, auth: AuthContext, id: number): Promise<Buffer> {
  const scope = scopeOf(auth);
  const d = await depositWithNames(db, scope, id);
  if (!d) throw notFound();
  const lines = await linesOf(db, scope, id);
  const bank = await bankOf(db, scope, d.bank_account_id);
  const doc = createPdf({ title: `Deposit ticket #${d.id}`, author: d.companyName });
  const width = contentWidth(doc);

  doc.font(FONT.bold).fontSize(16).text('DEPOSIT TICKET', MARGIN, MARGIN);
  doc.font(FONT.regular).fontSize(10).text(d.companyName);
  if (d.status_name === 'Void') doc.font(FONT.bold).fontSize(14).fillColor('#b00020').text('VOID', MARGIN, MARGIN, { width, align: 'right' }).fillColor('#000');
  let y = MARGIN + 50;
  const half = width / 2;
  // The bank's own name and account number once the account's check print set-up holds them; before that the
  // ledger's bank account (number and name), which is what the treasurer knows the account by.
  const ledgerAccount = `${d.bank_account_number} ${d.bank_account_name}`;
  if (bank?.bankName) {
    field(doc, 'Bank', bank.bankName, MARGIN, y, half);
    field(doc, 'Deposit #', String(d.id), MARGIN + half, y, half);
    y += 16;
    field(doc, 'Account', `${ledgerAccount}${bank.accountNumber ? ` (No. ${bank.accountNumber})` : ''}`, MARGIN, y, half);
  } else {
    field(doc, 'Bank account', ledgerAccount, MARGIN, y, half);
    field(doc, 'Deposit #', String(d.id), MARGIN + half, y, half);
    y += 16;
  }
  field(doc, 'Date', pdfDate(d.deposit_date), MARGIN + half, y, half);
  y += 16;
  if (d.memo) {
    field(doc, 'Memo', d.memo, MARGIN, y, width);
    y += 16;
  }
  doc.y = y + 10;
  doc.x = MARGIN;

  const checks = lines.filter((l) => l.method === 'check');
  doc.font(FONT.bold).fontSize(11).text(`Checks (${checks.length})`, MARGIN, doc.y);
  doc.moveDown(0.3);
  tableHeader(doc, TICKET_COLUMNS);
  for (const [i, l] of checks.entries()) {
    const payer = `${l.payer ?? ''}${l.returned ? ` (${DEPOSIT_TEXT.returnedLabel} ${pdfDate(l.returned_on)})` : ''}`;
    tableRow(doc, TICKET_COLUMNS, [String(i + 1), l.check_number ?? '', payer, pdfMoney(cents(l.amount))]);
  }
  if (!checks.length) tableRow(doc, TICKET_COLUMNS, ['', '', 'No checks', '']);

  doc.moveDown(1);
  // Electronic money arrives by itself: listed after the grand total, so the ticket's sum reads cash + checks.
  const totals: Array<[string, string, boolean]> = [
    ['Cash total', d.cash_total, false],
    ['Checks total', d.check_total, false],
    ['Grand total', fromTicket(d), true],
    ...(cents(d.electronic_total) ? ([['Electronic gifts (not on this ticket)', d.electronic_total, false]] as Array<[string, string, boolean]>) : []),
  ];
  for (const [label, amount, bold] of totals) {
    const ty = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(bold ? 12 : 10);
    doc.text(label, MARGIN + width * 0.4, ty, { width: width * 0.32 });
    doc.text(pdfMoney(cents(amount)), MARGIN + width * 0.72, ty, { width: width * 0.28, align: 'right' });
    doc.moveDown(bold ? 0.8 : 0.4);
  }

  doc.moveDown(2);
  const sy = doc.y;
  d.counted_by.forEach((name, i) => {
    const x = MARGIN + i * half;
    doc
      .moveTo(x, sy + 24)
      .lineTo(x + half - 30, sy + 24)
      .lineWidth(0.5)
      .strokeColor('#000')
      .stroke();
    doc
      .font(FONT.regular)
      .fontSize(9)
      .text(`Counted by: ${name}`, x, sy + 28, { width: half - 30 });
  });
  return pdfBuffer(doc);
}

/** The ticket's grand total is what goes to the bank on paper: cash and checks (electronic money arrives by itself). */
function fromTicket(d: { cash_total: string; check_total: string }): string {
  return ((cents(d.cash_total) + cents(d.check_total)) / 100).toFixed(2);
}
