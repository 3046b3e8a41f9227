import { ok, type World, type WorldCompany } from '../world/world.js';

/** The password of every demo user (and of the Super-Admin when the demo creates it). */
export const DEMO_PASSWORD = 'Church-demo-1';

export type Position = 'Treasurer' | 'Bookkeeper' | 'Auditor';

export interface DemoPerson {
  /** the mailbox part of the email: treasurer@<domain> */
  mailbox: string;
  first: string;
  last: string;
  position: Position;
  /** supervisor: approves or declines purchase orders */
  approver: boolean;
  /** what the sign-in sheet says this user is for */
  role: string;
}

export interface DemoCompany {
  key: string;
  legalName: string;
  ein: string;
  /** 4 District, 1 Local Assembly */
  level: 1 | 4;
  street: string;
  city: string;
  zip: string;
  phone: string;
  domain: string;
  pastor: { first: string; last: string };
  /** two-factor sign-in (a code by mail): on for one assembly, to show it */
  twoFactor: boolean;
  /** a size factor for giving and bills */
  scale: number;
  /** the city's water utility */
  water: string;
}

const people = (treasurer: [string, string], supervisor: [string, string], bookkeeper: [string, string], auditor: [string, string]): DemoPerson[] => [
  { mailbox: 'treasurer', first: treasurer[0], last: treasurer[1], position: 'Treasurer', approver: false, role: 'Treasurer: bills, payments, checks, orders' },
  {
    mailbox: 'supervisor',
    first: supervisor[0],
    last: supervisor[1],
    position: 'Treasurer',
    approver: true,
    role: 'Treasurer and supervisor: approves purchase orders',
  },
  { mailbox: 'bookkeeper', first: bookkeeper[0], last: bookkeeper[1], position: 'Bookkeeper', approver: false, role: 'Bookkeeper: enters, cannot delete' },
  { mailbox: 'auditor', first: auditor[0], last: auditor[1], position: 'Auditor', approver: false, role: 'Auditor: view only' },
];

export const DEMO_COMPANIES: Array<DemoCompany & { people: DemoPerson[] }> = [
  {
    key: 'district',
    legalName: 'North Texas District Church of God',
    ein: '75-2841937',
    level: 4,
    street: '2201 W Plano Pkwy, Suite 140',
    city: 'Plano',
    zip: '75075',
    phone: '9725550140',
    domain: 'ntxdistrict.example.org',
    pastor: { first: 'Raymond', last: 'Ellison' },
    twoFactor: false,
    scale: 2.2,
    water: 'City of Plano Utilities',
    people: people(['Denise', 'Whitfield'], ['Raymond', 'Ellison'], ['Marcus', 'Bell'], ['Janet', 'Okafor']),
  },
  {
    key: 'grace',
    legalName: 'Grace Chapel Church of God',
    ein: '75-1938462',
    level: 1,
    street: '418 Oak Grove Rd',
    city: 'Denton',
    zip: '76201',
    phone: '9405550118',
    domain: 'gracechapel.example.org',
    pastor: { first: 'Michael', last: 'Turner' },
    twoFactor: false,
    scale: 1,
    water: 'City of Denton Utilities',
    people: people(['Linda', 'Harper'], ['Michael', 'Turner'], ['Carlos', 'Reyes'], ['Ruth', 'Hollis']),
  },
  {
    key: 'newhope',
    legalName: 'New Hope Church of God',
    ein: '75-2604719',
    level: 1,
    street: '1205 E Main St',
    city: 'Garland',
    zip: '75040',
    phone: '9725550177',
    domain: 'newhope.example.org',
    pastor: { first: 'Anthony', last: 'Brooks' },
    twoFactor: false,
    scale: 0.7,
    water: 'Garland Water Utilities',
    people: people(['Sharon', 'Mitchell'], ['Anthony', 'Brooks'], ['Kevin', 'Nguyen'], ['Paul', 'Dawson']),
  },
  {
    key: 'cornerstone',
    legalName: 'Cornerstone Community Church of God',
    ein: '75-3157284',
    level: 1,
    street: '3300 Sycamore School Rd',
    city: 'Fort Worth',
    zip: '76133',
    phone: '8175550133',
    domain: 'cornerstone.example.org',
    pastor: { first: 'David', last: 'Ramirez' },
    twoFactor: true,
    scale: 1.4,
    water: 'Fort Worth Water Department',
    people: people(['Angela', 'Foster'], ['David', 'Ramirez'], ['Tyler', 'Jackson'], ['Helen', 'Price']),
  },
];

export const emailOf = (c: DemoCompany, p: DemoPerson) => `${p.mailbox}@${c.domain}`;

/** The shared location of the four companies (Super-Admin's list; reused when it already exists). */
async function northTexas(world: World): Promise<number> {
  const name = 'North Texas';
  const list = ok(await (await world.asAdmin()).get('/location'), 'GET /location').data as Array<{ id: number; name: string }>;
  return list.find((l) => l.name.toLowerCase() === name.toLowerCase())?.id ?? world.location(name);
}

/**
 * Creates each company with its users through the world builder (POST /company: standard chart included, users
 * invited by mail, each choosing the demo password from the invitation); user ids by mailbox.
 */
export async function createCompanies(world: World, fiscalYear: number) {
  const location = await northTexas(world);
  const made: Array<{ company: WorldCompany; users: Record<string, number> }> = [];
  for (const c of DEMO_COMPANIES) {
    const company = await world.company({
      name: c.legalName,
      level: c.level,
      location,
      members: c.people.map((p) => ({
        position: p.position,
        email: emailOf(c, p),
        firstName: p.first,
        lastName: p.last,
        password: DEMO_PASSWORD,
        approver: p.approver,
        row: { middle_name: '', address_line_1: c.street, address_line_2: '', city: c.city, zip_code: c.zip, contact_number: c.phone },
      })),
      over: {
        company_type: 'Non-Profit',
        ein: c.ein,
        primary_first_name: c.pastor.first,
        primary_middle_name: '',
        primary_last_name: c.pastor.last,
        secondary_first_name: c.people[0].first,
        secondary_middle_name: '',
        secondary_last_name: c.people[0].last,
        address_line_1: c.street,
        address_line_2: '',
        city: c.city,
        state: 'TX',
        country: 'US',
        zip_code: c.zip,
        email: `office@${c.domain}`,
        telephone_number: c.phone,
        fax: '',
        fiscal_year: fiscalYear,
        logo: null,
        url: `https://www.${c.domain}`,
        ministry: null,
        authentication: c.twoFactor,
        // The assemblies are the district's (issue 27: the tree); the district comes first.
        parent_company_id: c.level === 4 ? null : (made[0]?.company.id ?? null),
        amount_words_grouping: 'us',
      },
    });
    const users: Record<string, number> = {};
    for (const [i, p] of c.people.entries()) users[p.mailbox] = company.members[i].id;
    made.push({ company, users });
  }
  return made;
}
