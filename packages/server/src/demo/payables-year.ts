// Issue 28 in the demo: the vendors' W-9 facts (1099 payees on both sides of the threshold), split utility
// bills, attachments (an invoice on a bill, a W-9 on a vendor) and two recurring templates.
import type { Form1099Box, TaxClassification, TinType } from '@app/contract';
import { createPdf, FONT, pdfBuffer, pdfDate, pdfMoney } from '../pdf/document.js';
import { addDays, money } from './calendar.js';
import type { VendorPlan } from './vendor-plans.js';
import { plansFor } from './vendors.js';
import { actor, type CompanyWorld, type DemoClock } from './world.js';

type W9Facts = { tax_classification: TaxClassification; tin_type: TinType; default_1099_box: Form1099Box };

/**
 * What the W-9s say. Each company's 1099-NEC report then shows a contractor over the year's threshold (the lawn
 * service of an assembly, the district's CPA partnership), one under it (the guest speaker's honoraria) and a
 * corporation left out whatever it is paid (the copier company's service contract). The district's office rent
 * goes to 1099-MISC; the other vendors keep the default box, none (utilities, goods, the pastor's housing).
 */
const W9: Record<string, W9Facts> = {
  lawn: { tax_classification: 'individual', tin_type: 'EIN', default_1099_box: 'nec' },
  cpa: { tax_classification: 'partnership', tin_type: 'EIN', default_1099_box: 'nec' },
  speaker: { tax_classification: 'individual', tin_type: 'SSN', default_1099_box: 'nec' },
  copier: { tax_classification: 'c_corporation', tin_type: 'EIN', default_1099_box: 'nec' },
  rent: { tax_classification: 'llc_p', tin_type: 'EIN', default_1099_box: 'misc_rent' },
};

/** The W-9 fields of a vendor's body (received on the demo's first day); nothing for the others. */
export const w9Of = (key: string, receivedOn: string) => (W9[key] ? { ...W9[key], w9_received_on: receivedOn } : {});

/** Utility bills shared with the building: the Building Fund pays 30 % (the fellowship hall's meters). */
const SPLIT_UTILITIES = new Set(['electric', 'gas']);
const BUILDING_SHARE = 0.3;

/**
 * The `lines` of a utility bill of an assembly that has a Building Fund: General Fund and Building Fund, the
 * cents of the bill exactly (General gets the rest). Undefined for every other bill (one line, as before).
 */
export function utilityLines(w: CompanyWorld, v: VendorPlan, cents: number, memo: string) {
  const building = w.funds['Building Fund'];
  if (!SPLIT_UTILITIES.has(v.key) || !building) return undefined;
  const buildingCents = Math.round(cents * BUILDING_SHARE);
  const line = { account_id: w.chart[v.account], funtional_expenses_id: w.expenses[v.expense] };
  return [
    { ...line, fund_program_id: w.funds['General Fund'], memo: `${memo} (sanctuary)`, amount: money(cents - buildingCents) },
    { ...line, fund_program_id: building, memo: `${memo} (fellowship hall)`, amount: money(buildingCents) },
  ];
}

/** A one-page invoice as the utility would send it (pdfkit, as every PDF of the app). */
async function invoicePdf(v: VendorPlan, w: CompanyWorld, bill: SplitBill): Promise<Buffer> {
  const doc = createPdf({ title: `Invoice ${bill.refrence}`, author: v.name(w.c) });
  doc.font(FONT.bold).fontSize(18).text(v.name(w.c));
  doc.font(FONT.regular).fontSize(10).text(`${v.street}, ${v.city}, ${v.state} ${v.zip}`);
  doc.moveDown(2).font(FONT.bold).fontSize(14).text(`INVOICE ${bill.refrence}`);
  doc.font(FONT.regular).fontSize(11);
  doc.text(`Customer: ${w.c.legalName}`).text(`Service address: ${w.c.street}, ${w.c.city}, TX ${w.c.zip}`);
  doc.text(`Invoice date: ${pdfDate(bill.day)}`).text(`Due date: ${pdfDate(addDays(bill.day, v.terms || 30))}`);
  doc.moveDown().text(`Service for ${bill.day.slice(0, 7)}: sanctuary and fellowship hall meters`);
  doc
    .moveDown()
    .font(FONT.bold)
    .fontSize(13)
    .text(`Amount due: ${pdfMoney(bill.cents)}`);
  return pdfBuffer(doc);
}

/** A W-9 as the vendor returned it (a summary page: the demo has no scanned forms). */
async function w9Pdf(v: VendorPlan, w: CompanyWorld, facts: W9Facts): Promise<Buffer> {
  const doc = createPdf({ title: `Form W-9 ${v.name(w.c)}`, author: v.name(w.c) });
  doc.font(FONT.bold).fontSize(16).text('Form W-9: Request for Taxpayer Identification Number and Certification');
  doc.moveDown().font(FONT.regular).fontSize(11);
  doc
    .text(`Name: ${v.name(w.c)}`)
    .text(`Tax classification: ${facts.tax_classification}`)
    .text(`TIN type: ${facts.tin_type}`);
  doc.text(`Address: ${v.street || w.c.street}, ${v.city || w.c.city}, ${v.state} ${v.zip || w.c.zip}`);
  doc.moveDown().text('Signed and certified under penalties of perjury.');
  return pdfBuffer(doc);
}

/** A split bill the demo entered (its invoice is attached at the end of the year). */
export interface SplitBill {
  id: number;
  vendor: string;
  refrence: string;
  day: string;
  cents: number;
}

/** The split bills of each company, newest last. */
export const splitBillsOf = new WeakMap<CompanyWorld, SplitBill[]>();

/**
 * The end of the year (the real today): the invoices of the last two split utility bills attached to them, the
 * guest speaker's W-9 attached to the vendor, and two monthly templates the treasurer set up for next month on
 * (they make the bills from then on: the demo's own monthly bills end today).
 */
export async function payablesYearEnd(clock: DemoClock, w: CompanyWorld) {
  const treasurer = await actor(clock, w, 'treasurer');
  const plans = plansFor(w.c);
  const plan = (key: string) => plans.find((p) => p.key === key);
  for (const bill of (splitBillsOf.get(w) ?? []).slice(-2)) {
    const v = plan(bill.vendor)!;
    await treasurer.upload(`/attachments/bill/${bill.id}`, `${bill.refrence}.pdf`, await invoicePdf(v, w, bill));
  }
  const speaker = plan('speaker')!;
  await treasurer.upload(`/attachments/vendor/${w.vendors.speaker}`, 'W-9 Okoro.pdf', await w9Pdf(speaker, w, W9.speaker));

  const monthly = ['housing', 'district', 'rent'].map(plan).filter((v): v is VendorPlan => !!v && v.every === 1);
  for (const v of monthly.slice(0, 2)) {
    const cents = Math.round(v.min * 100 * w.c.scale);
    await treasurer.post('/recurring-bills', {
      company_id: w.id,
      vendor_id: w.vendors[v.key],
      account_payable_id: w.chart['2000'],
      reference_pattern: `${v.ref}{YY}{MM}`,
      memo: `Monthly: ${v.name(w.c)}`,
      day_of_month: v.day,
      due_days: v.terms || 30,
      first_date: addDays(clock.day, 1),
      lines: [
        {
          account_id: w.chart[v.account],
          fund_program_id: w.funds[v.fund] ?? w.funds['General Fund'],
          funtional_expenses_id: w.expenses[v.expense],
          memo: '',
          amount: money(cents),
        },
      ],
    });
  }
}
