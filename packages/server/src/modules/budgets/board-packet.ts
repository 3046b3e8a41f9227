import { type BoardPacketInput, fromCents, M, type PacketSection } from '@app/contract';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checks, vendors } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';
import { PDFDocument } from '../../lib/heavy-packages.js';
import { FONT, MARGIN, type Pdf, pdfBuffer, pdfDate } from '../../pdf/document.js';
import type { AuthContext } from '../../plugins/access.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import type { Printable } from '../statements/printable.js';
import { drawStatement, layoutOf } from '../statements/statement-pdf.js';
import * as statements from '../statements/statements.service.js';
import { budgetVsActual, reportCompany } from './budget-vs-actual.js';
import { budgetVsActualPrintable, monthName } from './budgets.print.js';
import { bankReconciliationStatus } from './reconciliation-status.js';

type Deps = { db: Db; clock: () => Date };

export const SECTION_TITLES: Record<PacketSection, string> = {
  financial_position: 'Statement of Financial Position',
  activities: 'Statement of Activities',
  budget_vs_actual: 'Budget against Actual',
  fund_balances: 'Fund Balances',
  bank_reconciliation: 'Bank Reconciliation Status',
  checks: "The Month's Checks",
};

/** Sections beyond Reports_View (the route's permission) need their own list's permission. */
const NEEDS: Partial<Record<PacketSection, string>> = { budget_vs_actual: 'Budgets_View', checks: 'Check_View' };

const monthEndOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** One section as a Printable (the statements' PDF layout), for the month and the year to date. */
async function sectionPrintable(
  deps: Deps,
  auth: AuthContext,
  scope: OneCompanyScope,
  companyName: string,
  q: BoardPacketInput,
  s: PacketSection,
): Promise<Printable> {
  const from = `${q.year}-${String(q.month).padStart(2, '0')}-01`;
  const to = monthEndOf(q.year, q.month);
  const yearStart = `${q.year}-01-01`;
  const companyId = scope.companyId;
  const base = { company_id: companyId, compare: 'none' as const, format: 'json' as const };
  switch (s) {
    case 'financial_position':
      return (await statements.financialPositionReport(deps, auth, { ...base, as_of: to })).printable;
    case 'activities':
      return (await statements.activitiesReport(deps, auth, { ...base, from: yearStart, to })).printable;
    case 'fund_balances':
      return (await statements.fundBalancesReport(deps, auth, { ...base, from: yearStart, to })).printable;
    case 'budget_vs_actual':
      return budgetVsActualPrintable(await budgetVsActual(deps, auth, { company_id: companyId, year: q.year, month: q.month, fund_program_id: null }));
    case 'bank_reconciliation': {
      const banks = await bankReconciliationStatus(deps.db, scope, to);
      return {
        name: 'bank-reconciliation',
        title: SECTION_TITLES.bank_reconciliation,
        company: companyName,
        dates: `As of ${pdfDate(to)}`,
        columns: ['Book balance'],
        rows: banks.map((b) => ({ label: `${b.label}: ${b.status}`, values: [fromCents(b.balanceCents)] })),
        notes: ['Bank reconciliations are not yet recorded in the system: each account reads "Not reconciled".'],
      };
    }
    case 'checks': {
      const rows = await deps.db
        .select({
          number: checks.checkNumber,
          date: checks.checkDate,
          payee: vendors.name,
          memo: checks.memo,
          cents: checks.amountCents,
          status: checks.status,
        })
        .from(checks)
        .innerJoin(vendors, eq(vendors.id, checks.vendorId))
        .where(and(inScope(scope, checks.companyId), between(checks.checkDate, from, to)))
        .orderBy(asc(checks.checkDate), asc(checks.checkNumber));
      const live = rows.filter((r) => r.status !== 2);
      return {
        name: 'checks',
        title: SECTION_TITLES.checks,
        company: companyName,
        dates: `${pdfDate(from)} to ${pdfDate(to)}`,
        columns: ['Amount'],
        rows: [
          ...rows.map((r) => ({
            label: `No. ${r.number}  ${pdfDate(r.date)}  ${r.payee}${r.memo ? ` - ${r.memo}` : ''}${r.status === 2 ? '  (VOID)' : ''}`,
            values: [r.status === 2 ? null : fromCents(r.cents)],
          })),
          {
            label: `Total of ${live.length} check${live.length === 1 ? '' : 's'} (voided checks not counted)`,
            values: [fromCents(live.reduce((a, r) => a + r.cents, 0))],
            bold: true,
          },
        ],
      };
    }
  }
}

/**
 * The board packet: a cover page (company, month, contents), then each chosen section in the order given,
 * each from a new page, and "Page i of n" on every page. One PDF, drawn with the statements' layout.
 */
export async function boardPacket(deps: Deps, auth: AuthContext, q: BoardPacketInput): Promise<{ pdf: Buffer; file: string; companyName: string }> {
  const company = await reportCompany(deps.db, auth, q.companyId);
  const sections = [...new Set(q.sections)];
  for (const s of sections) {
    const needed = NEEDS[s];
    if (needed && !auth.isSuperAdmin && !auth.permissions.has(needed)) throw forbidden(M.forbidden);
  }
  const printables: Printable[] = [];
  for (const s of sections) printables.push(await sectionPrintable(deps, auth, company.scope, company.legalName, q, s));
  const period = `${monthName(q.month)} ${q.year}`;
  const doc: Pdf = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Board packet ${period} - ${company.legalName}`, Author: '', Producer: 'Church accounting' },
  });
  doc.moveDown(8);
  doc.font(FONT.bold).fontSize(22).text(company.legalName, { align: 'center' });
  doc.moveDown(0.5);
  doc.font(FONT.bold).fontSize(16).text('Board Packet', { align: 'center' });
  doc.font(FONT.regular).fontSize(13).text(period, { align: 'center' });
  doc.moveDown(3);
  doc.font(FONT.bold).fontSize(12).text('Contents', { align: 'left' });
  doc.font(FONT.regular).fontSize(11);
  for (const [i, s] of sections.entries()) doc.text(`${i + 1}.  ${SECTION_TITLES[s]}`);
  doc.moveDown(3);
  doc
    .fontSize(9)
    .fillColor('#555')
    .text(`Prepared ${pdfDate(deps.clock())} from the books as posted. Amounts in US dollars.`)
    .fillColor('#000');
  for (const p of printables) {
    doc.addPage({ size: 'LETTER', layout: layoutOf(p), margin: MARGIN });
    drawStatement(doc, p);
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the bottom margin would start a new page: lift the margin while the footer is written.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor('#555')
      .text(`${company.legalName} - Board packet ${period} - Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 30, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      })
      .fillColor('#000');
    doc.page.margins.bottom = bottom;
  }
  const pdf = await pdfBuffer(doc);
  return { pdf, file: `board-packet-${q.year}-${String(q.month).padStart(2, '0')}.pdf`, companyName: company.legalName };
}

export const packetSubject = (companyName: string, q: BoardPacketInput) => `Board packet ${monthName(q.month)} ${q.year} - ${companyName}`;
export const packetText = (companyName: string, q: BoardPacketInput) =>
  `Hello,\n\nPlease find attached the board packet of ${companyName} for ${monthName(q.month)} ${q.year}: ${q.sections.map((s) => SECTION_TITLES[s]).join(', ')}.\n\n${companyName}`;
