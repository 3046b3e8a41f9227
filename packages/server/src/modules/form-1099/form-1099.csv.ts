import type { ExportColumn } from '../../lib/export/index.js';
import type { NecPayee } from './form-1099.read.js';
import type { Payer } from './form-1099.service.js';

export interface FilerRow {
  payee: NecPayee;
  tinShown: string;
  payer: Payer;
  year: number;
}

/**
 * The filer's import file: one row per 1099-NEC, in the columns of the IRS IRIS Taxpayer Portal's bulk
 * template for Form 1099-NEC (payer, recipient, box 1), which e-filing services also accept. The recipient's
 * TIN is in full only for users who may edit vendors; others get its last four digits and cannot file from it.
 */
export const FILER_COLUMNS: ExportColumn<FilerRow>[] = [
  { header: 'Form Type', type: 'text', value: () => '1099-NEC' },
  { header: 'Tax Year', type: 'number', value: (r) => r.year },
  { header: 'Payer TIN', type: 'text', value: (r) => r.payer.ein },
  { header: 'Payer Name', type: 'text', value: (r) => r.payer.legalName },
  { header: 'Payer Address', type: 'text', value: (r) => [r.payer.addressLine1, r.payer.addressLine2].filter(Boolean).join(', ') },
  { header: 'Payer City', type: 'text', value: (r) => r.payer.city },
  { header: 'Payer State', type: 'text', value: (r) => r.payer.state },
  { header: 'Payer ZIP', type: 'text', value: (r) => r.payer.zipCode },
  { header: 'Recipient TIN Type', type: 'text', value: (r) => r.payee.tinType ?? '' },
  { header: 'Recipient TIN', type: 'text', value: (r) => r.tinShown },
  { header: 'Recipient Name', type: 'text', value: (r) => r.payee.legalName || r.payee.name },
  { header: 'Recipient Second Name', type: 'text', value: (r) => (r.payee.legalName && r.payee.legalName !== r.payee.name ? r.payee.name : '') },
  { header: 'Recipient Address', type: 'text', value: (r) => [r.payee.address1, r.payee.address2].filter(Boolean).join(', ') },
  { header: 'Recipient City', type: 'text', value: (r) => r.payee.city },
  { header: 'Recipient State', type: 'text', value: (r) => r.payee.state },
  { header: 'Recipient ZIP', type: 'text', value: (r) => r.payee.zip },
  { header: 'Recipient Country', type: 'text', value: (r) => r.payee.country },
  { header: 'Account Number', type: 'text', value: (r) => `V${r.payee.vendorNumber}` },
  { header: 'Box 1 Nonemployee Compensation', type: 'money', value: (r) => r.payee.necCents },
  { header: 'Box 4 Federal Income Tax Withheld', type: 'money', value: () => 0 },
];
