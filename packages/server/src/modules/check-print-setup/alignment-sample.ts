import { CHECK_STATUS, type CheckDetail, fromCents } from '@app/contract';
import { checkAmountInWords } from '@app/contract/amount-in-words';
import type { DbOrTx } from '../../db/client.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { notFound } from '../../errors.js';
import { isoDay } from '@app/contract';
import { companyRow } from '../../lib/lookups.js';
import { groupingOf } from '../checks/checks.service.js';
import { nextNumberOf } from './print-setup.service.js';

/** A long sample amount, so the test shows where the longest words go. */
const SAMPLE_CENTS = 123_456_789_12;

/** The check the alignment page prints: the company's own name and address, a sample payee, the next number. */
export async function alignmentSample(db: DbOrTx, account: { id: number; companyId: number; name: string; scope: OneCompanyScope }, now: Date): Promise<CheckDetail> {
  const company = await companyRow(db, account.companyId);
  if (!company) throw notFound();
  const grouping = groupingOf(company);
  const day = isoDay(now);
  return {
    check_type: 'voucher',
    checkData: {
      id: 0,
      check_id: 0,
      check_number: await nextNumberOf(db, account.scope, account.id),
      check_type: 'voucher',
      company_id: company.id,
      company_name: company.legalName,
      vendor_id: 0,
      vendor_name: 'Sample Payee',
      memo: 'Alignment test - do not deposit',
      check_amount: fromCents(SAMPLE_CENTS),
      status: CHECK_STATUS.Check,
      status_name: 'Check',
      bank_account_id: account.id,
      bank_account_name: account.name,
      check_current_date: day,
      bill_id: null,
      created_on: now.toISOString(),
      voided_at: null,
    },
    data: [],
    bankAccount: [],
    getVendor: {
      id: 0,
      name: 'Sample Payee',
      billing_address_line_1: '100 Main Street',
      billing_address_line_2: 'Suite 200',
      billing_city: 'Springfield',
      billing_state: 'IL',
      billing_country: 'US',
      billing_zip_code: '62701',
    },
    getCompany: {
      id: company.id,
      legal_name: company.legalName,
      address_line_1: company.addressLine1,
      city: company.city,
      state: company.state,
      zip_code: company.zipCode,
      amount_words_grouping: grouping,
    },
    bankAccountBalance: '0.00',
    amountInWords: checkAmountInWords(SAMPLE_CENTS, grouping),
  };
}
