import type { WorldCompany } from '../world/world.js';
import type { DemoCompany } from './companies.js';
import { w9Of } from './payables-year.js';
import { VENDOR_PLANS } from './vendor-plans.js';

export const plansFor = (c: DemoCompany) => VENDOR_PLANS.filter((v) => v.for === 'all' || v.for === (c.level === 4 ? 'district' : 'local'));

/**
 * Creates the company's vendors through the builder (POST /vendor/add as the treasurer of `office`; Vendor#
 * allocated by the service); ids by key. `day`: the demo's first day, when the W-9s came back (payables-year.ts
 * says what they say).
 */
export async function createVendors(office: WorldCompany, c: DemoCompany, day: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const v of plansFor(c)) {
    // Individuals (the pastor's housing allowance, a guest speaker): an SSN on their W-9, kept masked.
    const person = v.ein.startsWith('*');
    const vendor = await office.vendor({
      name: v.name(c),
      legal_name: v.name(c),
      bussiness_type: person ? 'Individual' : 'Business',
      ein: v.ein,
      contact_person: v.contact || null,
      contact_number: v.phone || c.phone,
      email: v.email,
      billing_address_line_1: v.street || c.street,
      billing_address_line_2: '',
      billing_city: v.city || c.city,
      billing_state: v.state,
      billing_country: 'US',
      billing_zip_code: v.zip || c.zip,
      w9: !person,
      shipping_method: v.key === 'office' || v.key === 'curriculum' ? 'USPS' : null,
      freight: '0',
      sales_tax: '0',
      ...w9Of(v.key, day),
    });
    out[v.key] = vendor.id;
  }
  return out;
}
