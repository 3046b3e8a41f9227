import { addDays } from './dates.js';
import { PAYMENT_TERMS_DAYS, type PaymentTerms } from './schemas/vendors.js';

/**
 * The due date a vendor's payment terms give a bill (issue 28.2): the invoice date plus the terms' days
 * (Due on receipt: the invoice date). The specification refuses a due date before today, so a date that has
 * passed is reported with today proposed instead: `passed` lets the form say so rather than change it silently.
 */
export function dueFromTerms(invoiceDate: string, terms: PaymentTerms, today: string): { due: string; byTerms: string; passed: boolean } {
  const byTerms = addDays(invoiceDate, PAYMENT_TERMS_DAYS[terms]);
  const passed = byTerms < today;
  return { due: passed ? today : byTerms, byTerms, passed };
}
