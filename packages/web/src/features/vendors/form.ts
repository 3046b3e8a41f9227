import type { VendorData, VendorRequest, VendorRequestIn } from '@app/contract';

/** The vendor form holds the wire request as typed (strings), checked by the contract schema. */
export type VendorForm = VendorRequestIn;

/** The address parts that the 'same as billing' checkbox copies into shipping. */
export const ADDRESS_PARTS = ['address_line_1', 'address_line_2', 'city', 'state', 'country', 'zip_code'] as const;

export const emptyVendor = (companyId = 0): VendorForm => ({
  company_id: companyId,
  name: '',
  legal_name: '',
  bussiness_type: '',
  ein: '',
  contact_person: '',
  contact_number: '',
  email: '',
  billing_address_line_1: '',
  billing_address_line_2: '',
  billing_city: '',
  billing_state: '',
  billing_country: 'US',
  billing_zip_code: '',
  shipping_address_line_1: '',
  shipping_address_line_2: '',
  shipping_city: '',
  shipping_state: '',
  shipping_country: 'US',
  shipping_zip_code: '',
  w9: false,
  shipping_method: '',
  freight: '',
  sales_tax: '',
  tax_classification: '',
  tin_type: '',
  legal_services: false,
  w9_received_on: '',
  default_1099_box: 'none',
  payment_terms: '',
});

/** A stored vendor as form values (null fields become empty inputs). */
export function fromVendor(v: VendorData): VendorForm {
  const form = emptyVendor(v.company_id) as Record<string, unknown>;
  for (const key of Object.keys(form)) {
    const value = (v as Record<string, unknown>)[key];
    form[key] = value === null || value === undefined ? '' : value;
  }
  form.shipping_country = v.shipping_country ?? (v.shipping_address_line_1 ? '' : 'US');
  form.sales_tax = v.sales_tax === '0' ? '' : v.sales_tax;
  form.freight = v.freight === '0.00' ? '' : v.freight;
  return form as VendorForm;
}

/** True when the shipping address is the billing address (the checkbox starts ticked on edit). */
export function shippingMirrorsBilling(v: VendorForm): boolean {
  const rec = v as Record<string, unknown>;
  if (!rec.shipping_address_line_1) return false;
  return ADDRESS_PARTS.every((p) => String(rec[`billing_${p}`] ?? '') === String(rec[`shipping_${p}`] ?? ''));
}

/** Business types as the IRS W-9 names them; the field also takes free text. */
export const BUSINESS_TYPES = ['Individual / Sole proprietor', 'C Corporation', 'S Corporation', 'Partnership', 'Trust / Estate', 'LLC', 'Non-Profit', 'Other'];

/** The country list starts on US: with nothing else filled in there is no shipping address to keep. */
export function withoutEmptyShipping(v: VendorRequest): VendorRequest {
  const rest = ADDRESS_PARTS.filter((p) => p !== 'country').some((p) => v[`shipping_${p}`]);
  return rest ? v : { ...v, shipping_country: null };
}
