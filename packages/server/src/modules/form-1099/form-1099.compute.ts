import {
  CORPORATE_CLASSIFICATIONS,
  FORM_1099_TEXT,
  type Form1099Row,
  formatUsd,
  fromCents,
  maskTin,
  necThresholdCents,
  type TaxClassification,
} from '@app/contract';
import type { NecPayee } from './form-1099.read.js';

/**
 * Whether a payee gets a 1099-NEC, and what the treasurer should fix first (pure: the rules of the IRS
 * instructions for Form 1099-NEC as the issue states them). Reportable when the year's NEC payments reach the
 * year's threshold and the payee is neither a corporation (unless it was paid for legal services) nor exempt.
 * A payee whose W-9 is missing stays reportable (backup withholding aside, the return is still due): warned.
 */
export function judgePayee(p: NecPayee, year: number, tin: 'full' | 'masked'): Form1099Row {
  const threshold = necThresholdCents(year);
  const classification = p.taxClassification as TaxClassification | null;
  let reason: string | null = null;
  if (classification === 'exempt') reason = FORM_1099_TEXT.exempt;
  else if (classification && CORPORATE_CLASSIFICATIONS.includes(classification) && !p.legalServices) reason = FORM_1099_TEXT.corporation;
  else if (p.necCents < threshold) reason = FORM_1099_TEXT.belowThreshold(formatUsd(threshold));
  const warnings: string[] = [];
  if (!p.w9 && !p.w9ReceivedOn) warnings.push(FORM_1099_TEXT.noW9);
  if (!p.tin.replace(/\W/g, '')) warnings.push(FORM_1099_TEXT.noTin);
  if (!classification) warnings.push(FORM_1099_TEXT.noClassification);
  return {
    vendor_id: p.vendorId,
    vendor_name: p.name,
    vendor_number: p.vendorNumber,
    tin: tin === 'full' ? p.tin : maskTin(p.tin),
    tin_type: p.tinType as Form1099Row['tin_type'],
    tax_classification: classification,
    legal_services: p.legalServices,
    total_paid: fromCents(p.necCents),
    payments: p.payments,
    reportable: reason === null,
    reason,
    warnings,
  };
}
