import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { M } from '../messages.js';
import { normalizePercent, vendorDialogRequest, vendorRequest, vendorRequestToWire } from './vendors.js';

const valid = {
  company_id: 3,
  name: 'Grace Supplies',
  ein: '12-3456789',
  contact_number: '5551234567',
  billing_address_line_1: '1 Main St',
  billing_city: 'Dallas',
  billing_state: 'TX',
  billing_country: 'US',
  billing_zip_code: '75001',
};

/** The first message per field, as the form shows it. */
function errors(input: unknown, schema: z.ZodType = vendorRequest) {
  const r = schema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('vendorRequest', () => {
  it('accepts the required fields and fills the defaults', () => {
    const v = vendorRequest.parse({ ...valid, billing_country: undefined });
    expect(v).toMatchObject({ billing_country: 'US', w9: false, freight: 0, sales_tax: '0', shipping_method: null, email: null, legal_name: null });
  });

  it('names every missing required field', () => {
    expect(errors({})).toEqual({
      company_id: M.selectCompany,
      name: M.required,
      ein: M.required,
      contact_number: M.required,
      billing_address_line_1: M.required,
      billing_city: M.required,
      billing_state: M.required,
      billing_zip_code: M.required,
    });
    expect(errors({ ...valid, name: '   ', billing_country: '' })).toEqual({ name: M.required, billing_country: M.required });
  });

  it('wants a company chosen', () => {
    for (const company_id of [0, '', '0', null, 'abc', -1, 1.5, 3_000_000_000]) {
      expect(errors({ ...valid, company_id }).company_id).toBe(M.selectCompany);
    }
    expect(vendorRequest.parse({ ...valid, company_id: '7' }).company_id).toBe(7);
  });

  it('checks the phone number', () => {
    for (const n of [
      'abc',
      '12345',
      '1234567890123',
      '555-CALL-NOW',
      '+1 (555) 123-4567',
      '555-123-4567',
      '(555)1234567',
      '++5551234567',
      '555+1234567',
      '555 123 4567',
    ]) {
      expect(errors({ ...valid, contact_number: n }).contact_number, n).toBe(M.phoneInvalid);
    }
    for (const n of ['5551234567', '+15551234567', 5551234567]) {
      expect(errors({ ...valid, contact_number: n }).contact_number, String(n)).toBeUndefined();
    }
  });

  it('checks zip codes: numeric, at most 5 digits', () => {
    expect(errors({ ...valid, billing_zip_code: '7500A' }).billing_zip_code).toBe(M.zipNumber);
    expect(vendorRequest.safeParse({ ...valid, billing_zip_code: 'abcdefg' }).error?.issues.map((i) => i.message)).toEqual([M.zipNumber]);
    expect(errors({ ...valid, billing_zip_code: '750011' }).billing_zip_code).toBe(M.zipMaxFive);
    expect(errors({ ...valid, shipping_zip_code: 'abc' }).shipping_zip_code).toBe(M.zipNumber);
    expect(vendorRequest.parse({ ...valid, billing_zip_code: 75001, shipping_zip_code: '' })).toMatchObject({
      billing_zip_code: '75001',
      shipping_zip_code: null,
    });
  });

  it('checks email only when given on the page, always in the dialog', () => {
    expect(errors({ ...valid, email: 'nope' }).email).toBe(M.enterValidEmail);
    expect(errors({ ...valid, email: '' }).email).toBeUndefined();
    expect(errors({ ...valid }, vendorDialogRequest).email).toBe(M.enterValidEmail);
    expect(errors({ ...valid, email: '' }, vendorDialogRequest).email).toBe(M.enterValidEmail);
    expect(errors({ ...valid, email: 'ap@grace.test' }, vendorDialogRequest)).toEqual({});
  });

  it('takes freight as money in cents and sales tax as a percent 0-100', () => {
    const v = vendorRequest.parse({ ...valid, freight: '1,234.5', sales_tax: '7.250', w9: 1, shipping_method: 'DHL' });
    expect(v).toMatchObject({ freight: 123450, sales_tax: '7.25', w9: true, shipping_method: 'DHL' });
    expect(errors({ ...valid, freight: '-1' }).freight).toBe(M.vendorFreightNegative);
    expect(errors({ ...valid, freight: 'ten' }).freight).toBe('Enter a valid amount');
    expect(errors({ ...valid, sales_tax: '100.5' }).sales_tax).toBe(M.percentRange);
    expect(errors({ ...valid, sales_tax: '-2' }).sales_tax).toBe(M.percentRange);
    expect(errors({ ...valid, shipping_method: 'UPS' }).shipping_method).toBe(M.vendorShippingMethod);
  });

  it('takes countries from the list and, in the US, states from the USPS list', () => {
    expect(errors({ ...valid, billing_country: 'ZZ' }).billing_country).toBe(M.countryInvalid);
    expect(errors({ ...valid, billing_country: 'USA' }).billing_country).toBe(M.countryInvalid);
    expect(errors({ ...valid, billing_state: 'Texas' }).billing_state).toBe(M.usStateInvalid);
    expect(errors({ ...valid, shipping_country: 'us', shipping_state: 'Tex' }).shipping_state).toBe(M.usStateInvalid);
    // shown together with other mistakes, not only once the rest is right
    expect(errors({ ...valid, name: '', billing_state: 'Texas' })).toEqual({ name: M.required, billing_state: M.usStateInvalid });
    expect(vendorRequest.parse({ ...valid, billing_country: 'ca', billing_state: 'Ontario' })).toMatchObject({
      billing_country: 'CA',
      billing_state: 'Ontario',
    });
    expect(errors({ ...valid, email: '', billing_state: 'Texas' }, vendorDialogRequest)).toEqual({ email: M.enterValidEmail, billing_state: M.usStateInvalid });
  });

  it('refuses a NUL character instead of letting the database fail', () => {
    expect(errors({ ...valid, name: 'a\u0000b' }).name).toBe(M.required);
    expect(errors({ ...valid, legal_name: 'a\u0000b' }).legal_name).toBeDefined();
  });

  it('turns a checked request back into the same wire request', () => {
    const once = vendorRequest.parse({ ...valid, freight: '1,234.5', sales_tax: 7.5, w9: '1', billing_country: 'us', shipping_country: 'ca' });
    expect(vendorRequestToWire(once)).toMatchObject({ freight: '1234.50', sales_tax: '7.5', w9: true });
    expect(vendorRequest.parse(vendorRequestToWire(once))).toEqual(once);
  });

  it('normalizes percents', () => {
    expect(normalizePercent('007.250')).toBe('7.25');
    expect(normalizePercent('5.000')).toBe('5');
    expect(normalizePercent('100')).toBe('100');
  });
});
