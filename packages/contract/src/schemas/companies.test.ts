import { describe, expect, it } from 'vitest';
import { M } from '../messages.js';
import { companyCreateRequest, companyUpdateRequest, companyUserInput, LOGO_MAX_BYTES, sniffLogo } from './companies.js';
import { rolePermissionRequest, rolePermissionUpdateRequest } from './roles.js';

const png = (extra = 0) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(extra)]).toString('base64')}`;

const validUser = {
  first_name: 'Ann',
  last_name: 'Lee',
  address_line_1: '1 Main St',
  city: 'Dallas',
  country: 'US',
  state: 'TX',
  zip_code: '75201',
  email: 'Ann@Example.org',
  position: 2,
};
const validCompany = {
  legal_name: 'First Assembly',
  company_type: 'Non-Profit',
  ein: '12-3456789',
  primary_first_name: 'Pat',
  primary_last_name: 'Doe',
  email: 'office@first.test',
  location: 1,
  access_level: 1,
};

const errorsOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('company schema', () => {
  it('accepts a minimal company with defaults', () => {
    const v = companyCreateRequest.parse(validCompany);
    expect(v.country).toBe('US');
    expect(v.authentication).toBe(false);
    expect(v.zip_code).toBeNull();
    expect(v.fiscal_year).toBeNull();
  });

  it('words every required field as the specification does', () => {
    const e = errorsOf(companyCreateRequest.safeParse({}));
    for (const f of ['legal_name', 'company_type', 'ein', 'primary_first_name', 'primary_last_name', 'location', 'access_level'])
      expect(e[f], f).toBe(M.required);
    expect(e.email).toBe(M.emailIsRequired);
    expect(errorsOf(companyCreateRequest.safeParse({ ...validCompany, email: 'nope' })).email).toBe(M.enterValidEmail);
  });

  it('checks zip, telephone, fiscal year, company type, country and US state', () => {
    const e = errorsOf(
      companyCreateRequest.safeParse({ ...validCompany, zip_code: '12a', telephone_number: '555-1234', fiscal_year: '25', company_type: 'Club', state: 'XX' }),
    );
    expect(e.zip_code).toBe(M.zipNumber);
    expect(e.telephone_number).toBe(M.telephoneNumber);
    expect(e.fiscal_year).toBe(M.fiscalYearInvalid);
    expect(e.company_type).toBe(M.companyTypeInvalid);
    expect(e.state).toBe(M.usStateInvalid);
    expect(errorsOf(companyCreateRequest.safeParse({ ...validCompany, zip_code: '123456', telephone_number: '1234567890123' }))).toEqual({
      zip_code: M.zipMaxFive,
      telephone_number: M.telephoneMax,
    });
    // Outside the US the state is free text.
    expect(companyCreateRequest.parse({ ...validCompany, country: 'CA', state: 'Ontario', fiscal_year: 2025 }).fiscal_year).toBe(2025);
    expect(errorsOf(companyCreateRequest.safeParse({ ...validCompany, country: 'Narnia' })).country).toBe(M.countryInvalid);
  });

  it('refuses two users with one email, naming the email', () => {
    const r = companyCreateRequest.safeParse({ ...validCompany, users: [validUser, { ...validUser, email: 'ann@example.org' }] });
    expect(errorsOf(r)['users.1.email']).toBe(M.userAlreadyAdded('ann@example.org'));
  });

  it('lets an update leave the fixed location out', () => {
    expect(companyUpdateRequest.parse({ ...validCompany, location: undefined }).location).toBeNull();
  });
});

describe('logo', () => {
  it('tells image types by their bytes and measures the size', () => {
    expect(sniffLogo(png(10))).toEqual({ type: 'png', bytes: 18 });
    expect(sniffLogo(`data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`).type).toBe('jpeg');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(sniffLogo(`data:image/webp;base64,${webp.toString('base64')}`).type).toBe('webp');
    // A label that lies, an SVG, plain text:
    expect(sniffLogo(png().replace('image/png', 'image/jpeg')).type).toBeNull();
    expect(sniffLogo(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`).type).toBeNull();
    expect(sniffLogo('hello').type).toBeNull();
  });

  it('refuses more than 1 MB and anything but PNG, JPEG or WebP', () => {
    expect(companyCreateRequest.safeParse({ ...validCompany, logo: png(LOGO_MAX_BYTES - 8) }).success).toBe(true);
    expect(errorsOf(companyCreateRequest.safeParse({ ...validCompany, logo: png(LOGO_MAX_BYTES - 7) })).logo).toBe(M.logoTooLarge);
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect(errorsOf(companyCreateRequest.safeParse({ ...validCompany, logo: gif })).logo).toBe(M.logoType);
    expect(companyCreateRequest.parse({ ...validCompany, logo: '' }).logo).toBeNull();
  });
});

describe('company user schema', () => {
  it('lower-cases the email and reads the Supervisor checkbox', () => {
    const v = companyUserInput.parse({ ...validUser, approver: 1, zip_code: 75201 });
    expect(v.email).toBe('ann@example.org');
    expect(v.approver).toBe(true);
    expect(v.zip_code).toBe('75201');
  });

  it('words the required fields and the zip rule', () => {
    const e = errorsOf(companyUserInput.safeParse({}));
    for (const f of ['first_name', 'last_name', 'address_line_1', 'city', 'country', 'state', 'position']) expect(e[f], f).toBe(M.required);
    expect(e.zip_code).toBe(M.zipNumber);
    expect(errorsOf(companyUserInput.safeParse({ ...validUser, email: 'x@' })).email).toBe(M.enterValidEmail);
    expect(errorsOf(companyUserInput.safeParse({ ...validUser, zip_code: 'abc' })).zip_code).toBe(M.zipNumber);
    expect(errorsOf(companyUserInput.safeParse({ ...validUser, state: 'Texas' })).state).toBe(M.usStateInvalid);
    expect(companyUserInput.safeParse({ ...validUser, country: 'GB', state: 'Kent' }).success).toBe(true);
  });
});

describe('roles schemas', () => {
  it('takes the role as role or position', () => {
    expect(rolePermissionRequest.parse({ role: '3' })).toBe(3);
    expect(rolePermissionRequest.parse({ position: 4 })).toBe(4);
    expect(rolePermissionRequest.safeParse({}).error?.issues[0].message).toBe(M.selectPosition);
  });

  it('refuses a permission both added and removed', () => {
    expect(rolePermissionUpdateRequest.parse({ role: 2, permissions: { add: [1] } }).permissions).toEqual({ add: [1], remove: [] });
    const r = rolePermissionUpdateRequest.safeParse({ role: 2, permissions: { add: [1], remove: [1] } });
    expect(r.error?.issues[0].message).toBe(M.permissionAddRemove);
  });
});
