import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';

/** One payee's nonemployee compensation in a year, and the W-9 facts the report judges it by. */
export interface NecPayee {
  vendorId: number;
  vendorNumber: number;
  name: string;
  legalName: string | null;
  tin: string;
  tinType: string | null;
  taxClassification: string | null;
  legalServices: boolean;
  w9: boolean;
  w9ReceivedOn: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  necCents: number;
  payments: number;
}

/**
 * What each vendor of the company was paid in the year as nonemployee compensation: its bill payments by the
 * date paid (a payment on a check is paid on the check's date; a standard check is its bill's payment too, so
 * it is counted there once), voided ones left out. Only the NEC part counts: a payment's share of its bill's lines
 * whose 1099 box is NEC (the line's own box, else the vendor's default; goods, wages and rent lines are not).
 * Only payees with something paid.
 */
export async function necPayees(db: DbOrTx, scope: OneCompanyScope, year: number): Promise<NecPayee[]> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  type Row = {
    vendor_id: number;
    vendor_number: number;
    name: string;
    legal_name: string | null;
    ein: string;
    tin_type: string | null;
    tax_classification: string | null;
    legal_services: boolean;
    w9: boolean;
    w9_received_on: string | null;
    billing_address_line_1: string;
    billing_address_line_2: string | null;
    billing_city: string;
    billing_state: string;
    billing_zip_code: string;
    billing_country: string;
    nec_cents: string;
    payments: string;
  };
  const res = await db.execute(sql`
    WITH paid AS (
      -- A payment's NEC part: its share of the bill's lines whose box is NEC (a line's own box, else the vendor's).
      SELECT b.vendor_id,
             round(p.payment_cents::numeric * nec.cents / nullif(nec.total, 0))::bigint AS cents
      FROM bill_payments p
      JOIN bills b ON b.id = p.bill_id
      JOIN vendors bv ON bv.id = b.vendor_id
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(l.amount_cents) FILTER (WHERE coalesce(l.form_1099_box, bv.default_1099_box) = 'nec'), 0) AS cents,
               coalesce(sum(l.amount_cents), 0) AS total
        FROM bill_lines l WHERE l.bill_id = b.id
      ) nec
      LEFT JOIN checks c ON c.id = p.check_id
      WHERE p.company_id = ${scope.companyId} AND p.status <> 1
        AND coalesce(c.check_date, p.payment_date) BETWEEN ${from}::date AND ${to}::date
        AND nec.cents > 0
    )
    SELECT v.id AS vendor_id, v.vendor_number, v.name, v.legal_name, v.ein, v.tin_type, v.tax_classification,
           v.legal_services, v.w9, v.w9_received_on::text AS w9_received_on,
           v.billing_address_line_1, v.billing_address_line_2, v.billing_city, v.billing_state, v.billing_zip_code,
           v.billing_country, sum(paid.cents)::text AS nec_cents, count(*)::text AS payments
    FROM paid JOIN vendors v ON v.id = paid.vendor_id AND v.company_id = ${scope.companyId}
    GROUP BY v.id
    ORDER BY lower(v.name), v.id
  `);
  return (res.rows as Row[]).map((r) => ({
    vendorId: Number(r.vendor_id),
    vendorNumber: Number(r.vendor_number),
    name: r.name,
    legalName: r.legal_name,
    tin: r.ein,
    tinType: r.tin_type,
    taxClassification: r.tax_classification,
    legalServices: r.legal_services,
    w9: r.w9,
    w9ReceivedOn: r.w9_received_on,
    address1: r.billing_address_line_1,
    address2: r.billing_address_line_2,
    city: r.billing_city,
    state: r.billing_state,
    zip: r.billing_zip_code,
    country: r.billing_country,
    necCents: Number(r.nec_cents),
    payments: Number(r.payments),
  }));
}
