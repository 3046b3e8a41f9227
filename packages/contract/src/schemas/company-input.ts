import { type CompanyRequest, type CompanyUpdateRequest, type CompanyUser, companyCreateRequest, companyUpdateRequest } from './companies.js';

type R = CompanyUpdateRequest;

/**
 * A user of the company's list as the users sync saves it: the entry's wire names (`first_name`, `position`,
 * `access_level`, ...) turned into the user's own names once. Refusals still name the wire fields
 * (`errors['users.0.position']`).
 */
export interface CompanyMemberInput {
  /** the user this entry updates (null: matched by email, or new) */
  id: number | null;
  firstName: string;
  middleName: string | null;
  lastName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  country: string;
  state: string;
  zipCode: CompanyUser['zip_code'];
  /** lower case */
  email: string;
  contactNumber: string | null;
  /** the level the form sent (null: none); it must be the company's */
  accessLevelId: number | null;
  /** the position */
  roleId: number;
  approver: boolean;
}

export const companyMemberInputOf = (u: CompanyUser): CompanyMemberInput => ({
  id: u.id,
  firstName: u.first_name,
  middleName: u.middle_name,
  lastName: u.last_name,
  addressLine1: u.address_line_1,
  addressLine2: u.address_line_2,
  city: u.city,
  country: u.country,
  state: u.state,
  zipCode: u.zip_code,
  email: u.email,
  contactNumber: u.contact_number,
  accessLevelId: u.access_level,
  roleId: u.position,
  approver: u.approver,
});

/**
 * A company as the companies service saves it (POST /company, /company/{id}): the request's wire names
 * (`legal_name`, `access_level`, `ministry`, ...) turned into the company's own names once, by companyInputOf.
 * Its users become CompanyMemberInput. Refusals still name the wire fields (`errors.location`).
 */
export interface CompanyDetailsInput {
  legalName: R['legal_name'];
  companyType: R['company_type'];
  ein: R['ein'];
  primaryFirstName: R['primary_first_name'];
  primaryMiddleName: R['primary_middle_name'];
  primaryLastName: R['primary_last_name'];
  secondaryFirstName: R['secondary_first_name'];
  secondaryMiddleName: R['secondary_middle_name'];
  secondaryLastName: R['secondary_last_name'];
  addressLine1: R['address_line_1'];
  addressLine2: R['address_line_2'];
  city: R['city'];
  state: R['state'];
  country: R['country'];
  zipCode: R['zip_code'];
  email: R['email'];
  telephoneNumber: R['telephone_number'];
  fax: R['fax'];
  fiscalYear: R['fiscal_year'];
  amountWordsGrouping: R['amount_words_grouping'];
  refuseFundOverdraft: R['refuse_fund_overdraft'];
  logo: R['logo'];
  url: R['url'];
  ministryId: R['ministry'];
  authentication: R['authentication'];
  accessLevelId: R['access_level'];
  /** the location chosen on create; on update null = left out (it cannot change) */
  locationId: number | null;
  /** undefined: left out (unchanged on update); null: no parent */
  parentCompanyId: R['parent_company_id'];
  /** saved with the company; undefined on update: the users stay as they are */
  users: CompanyMemberInput[] | undefined;
}
/** A new company names its location. */
export type CompanyCreateInput = CompanyDetailsInput & { locationId: number };

/** THE place a company request's wire names become domain input. */
const companyInputOf = (v: R): CompanyDetailsInput => ({
  legalName: v.legal_name,
  companyType: v.company_type,
  ein: v.ein,
  primaryFirstName: v.primary_first_name,
  primaryMiddleName: v.primary_middle_name,
  primaryLastName: v.primary_last_name,
  secondaryFirstName: v.secondary_first_name,
  secondaryMiddleName: v.secondary_middle_name,
  secondaryLastName: v.secondary_last_name,
  addressLine1: v.address_line_1,
  addressLine2: v.address_line_2,
  city: v.city,
  state: v.state,
  country: v.country,
  zipCode: v.zip_code,
  email: v.email,
  telephoneNumber: v.telephone_number,
  fax: v.fax,
  fiscalYear: v.fiscal_year,
  amountWordsGrouping: v.amount_words_grouping,
  refuseFundOverdraft: v.refuse_fund_overdraft,
  logo: v.logo,
  url: v.url,
  ministryId: v.ministry,
  authentication: v.authentication,
  accessLevelId: v.access_level,
  locationId: v.location,
  parentCompanyId: v.parent_company_id,
  users: v.users?.map(companyMemberInputOf),
});

/**
 * The routes' bodies: the Company Setup page's schemas (which the web validates with, so the order of the
 * checks lives in one place) transformed into domain input.
 */
export const companyCreateBody = companyCreateRequest.transform((v: CompanyRequest): CompanyCreateInput => ({ ...companyInputOf(v), locationId: v.location }));
export const companyUpdateBody = companyUpdateRequest.transform(companyInputOf);
