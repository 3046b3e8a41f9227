import { type VendorRequest, vendorRequest } from './vendors.js';

type W = VendorRequest;

/**
 * A vendor as the vendors service takes it (POST /vendor/add, /vendor/update/{id}): the request's wire names
 * (`bussiness_type`, `freight` in cents under a dollar name, `billing_zip_code`, ...) turned into domain input
 * once, by vendorInputOf. W-9 facts and payment terms left out of the body stay undefined (keep the vendor's).
 * Refusals still name the wire fields (`errors.ein`).
 */
export interface VendorInput {
  companyId: number;
  name: string;
  legalName: W['legal_name'];
  businessType: W['bussiness_type'];
  ein: string;
  contactPerson: W['contact_person'];
  contactNumber: W['contact_number'];
  email: W['email'];
  billingAddressLine1: string;
  billingAddressLine2: W['billing_address_line_2'];
  billingCity: string;
  billingState: string;
  billingCountry: string;
  billingZipCode: W['billing_zip_code'];
  shippingAddressLine1: W['shipping_address_line_1'];
  shippingAddressLine2: W['shipping_address_line_2'];
  shippingCity: W['shipping_city'];
  shippingState: W['shipping_state'];
  shippingCountry: W['shipping_country'];
  shippingZipCode: W['shipping_zip_code'];
  w9: boolean;
  shippingMethod: W['shipping_method'];
  freightCents: number;
  /** the percent as typed and checked ('7.25') */
  salesTax: W['sales_tax'];
  taxClassification: W['tax_classification'];
  tinType: W['tin_type'];
  legalServices: W['legal_services'];
  w9ReceivedOn: W['w9_received_on'];
  default1099Box: W['default_1099_box'];
  paymentTerms: W['payment_terms'];
}

/** THE place a vendor request's wire names become domain input. */
export const vendorInputOf = (v: VendorRequest): VendorInput => ({
  companyId: v.company_id,
  name: v.name,
  legalName: v.legal_name,
  businessType: v.bussiness_type,
  ein: v.ein,
  contactPerson: v.contact_person,
  contactNumber: v.contact_number,
  email: v.email,
  billingAddressLine1: v.billing_address_line_1,
  billingAddressLine2: v.billing_address_line_2,
  billingCity: v.billing_city,
  billingState: v.billing_state,
  billingCountry: v.billing_country,
  billingZipCode: v.billing_zip_code,
  shippingAddressLine1: v.shipping_address_line_1,
  shippingAddressLine2: v.shipping_address_line_2,
  shippingCity: v.shipping_city,
  shippingState: v.shipping_state,
  shippingCountry: v.shipping_country,
  shippingZipCode: v.shipping_zip_code,
  w9: v.w9,
  shippingMethod: v.shipping_method,
  freightCents: v.freight,
  salesTax: v.sales_tax,
  taxClassification: v.tax_classification,
  tinType: v.tin_type,
  legalServices: v.legal_services,
  w9ReceivedOn: v.w9_received_on,
  default1099Box: v.default_1099_box,
  paymentTerms: v.payment_terms,
});

/**
 * The body of /vendor/add and /vendor/update/{id}: the Vendor Setup page's schema (vendorRequest, which the web
 * validates with, so the order of the checks lives in one place) transformed into a VendorInput.
 */
export const vendorBody = vendorRequest.transform(vendorInputOf);
