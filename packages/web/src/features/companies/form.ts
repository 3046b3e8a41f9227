import { type CompanyInput, type CompanyUserData, type CompanyUserInput, type CompanyWithUsers, WORDS_GROUPING_DEFAULT } from '@app/contract';

/** A user row of the form: what is sent, plus what the table shows. */
export type UserEntry = CompanyUserInput & { position_name?: string | null; password_set?: boolean };
export type CompanyForm = Omit<CompanyInput, 'users'> & { users: UserEntry[] };

export const emptyCompany = (): CompanyForm =>
  ({
    legal_name: '',
    company_type: '',
    ein: '',
    primary_first_name: '',
    primary_middle_name: '',
    primary_last_name: '',
    secondary_first_name: '',
    secondary_middle_name: '',
    secondary_last_name: '',
    address_line_1: '',
    address_line_2: '',
    city: '',
    state: '',
    country: 'US',
    zip_code: '',
    email: '',
    telephone_number: '',
    fax: '',
    fiscal_year: null,
    amount_words_grouping: WORDS_GROUPING_DEFAULT,
    refuse_fund_overdraft: false,
    logo: null,
    url: '',
    location: '',
    ministry: '',
    authentication: false,
    access_level: '',
    users: [],
  }) as unknown as CompanyForm;

export const emptyUser = (level: number | null): UserEntry =>
  ({
    first_name: '',
    middle_name: '',
    last_name: '',
    address_line_1: '',
    address_line_2: '',
    city: '',
    country: 'US',
    state: '',
    zip_code: '',
    email: '',
    contact_number: '',
    access_level: level,
    position: '',
    approver: false,
  }) as unknown as UserEntry;

const userEntry = (u: CompanyUserData) => ({ ...u, approver: u.approver === 1 }) as unknown as UserEntry;

/** The loaded company as form values (null text fields become empty inputs). */
export function toForm(c: CompanyWithUsers): CompanyForm {
  const blank = (v: string | null) => v ?? '';
  return {
    ...emptyCompany(),
    legal_name: c.legal_name,
    company_type: c.company_type,
    ein: c.ein,
    primary_first_name: c.primary_first_name,
    primary_middle_name: blank(c.primary_middle_name),
    primary_last_name: c.primary_last_name,
    secondary_first_name: blank(c.secondary_first_name),
    secondary_middle_name: blank(c.secondary_middle_name),
    secondary_last_name: blank(c.secondary_last_name),
    address_line_1: blank(c.address_line_1),
    address_line_2: blank(c.address_line_2),
    city: blank(c.city),
    state: blank(c.state),
    country: c.country,
    zip_code: blank(c.zip_code),
    email: c.email,
    telephone_number: blank(c.telephone_number),
    fax: blank(c.fax),
    fiscal_year: c.fiscal_year,
    amount_words_grouping: c.amount_words_grouping,
    refuse_fund_overdraft: c.refuse_fund_overdraft,
    logo: c.logo,
    url: blank(c.url),
    location: c.location ?? '',
    ministry: c.ministry ?? '',
    authentication: c.authentication,
    access_level: c.access_level ?? '',
    parent_company_id: c.parent_company_id ?? null,
    users: c.users.map(userEntry),
  };
}
