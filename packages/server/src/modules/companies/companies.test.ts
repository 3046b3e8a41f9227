import { LOGO_MAX_BYTES, M } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, PASSWORD, type TestContext } from '../../../test/harness.js';
import { type CompanyOptions, testWorld, userWith as worldUserWith, WorldCompany } from '../../../test/world/server.js';
import { accounts, companies, users } from '../../db/schema/index.js';
import { companyBody, userBody } from './company-fixtures.js';

let t: TestContext;
let admin: string;
let location: number;
beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  location = await testWorld(t).location();
});
afterAll(() => t.close());

const countCompanies = async () => (await t.db.select({ n: count() }).from(companies))[0].n;
const png = (extraBytes: number) =>
  `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(extraBytes)]).toString('base64')}`;

/** A company user whose position holds exactly these permissions. */
const userWith = (company: WorldCompany, permissions: string[]) => worldUserWith(t, company, permissions);

/** A company no user of which signs in; `deleted`: then deleted by Super-Admin. */
const makeCompany = async (opts: CompanyOptions & { deleted?: boolean } = {}) => {
  const made = await testWorld(t).company({ signIn: false, ...opts });
  if (opts.deleted) expect((await api(t.app, admin).del(`/company/${made.id}`)).status).toBe(200);
  return made;
};

/**
 * A company at the file's location, another, and a user of the first who may only view: built once for the
 * tests that only read them or are refused (each user costs two password hashings).
 */
let viewedWorld: Promise<{ own: WorldCompany; other: WorldCompany; token: string }> | undefined;
const viewed = () =>
  (viewedWorld ??= (async () => {
    const own = await makeCompany({ location });
    const other = await makeCompany();
    return { own, other, token: (await userWith(own, ['CompanyInformation_View'])).token };
  })());

describe('POST /company', () => {
  it('creates a company with every field, its standard chart of accounts, and answers its id', async () => {
    const name = `Ministry ${Date.now()}`;
    const ministry = { id: await testWorld(t).ministry(name), name };
    const body = companyBody(location, {
      ministry: ministry.id,
      access_level: 3,
      authentication: true,
      logo: png(100),
      amount_words_grouping: 'us',
      refuse_fund_overdraft: true,
      users: [],
    });
    const res = await api(t.app, admin).post('/company', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: M.companyAdded, lastInsertedId: expect.any(Number) });
    const id = res.body.lastInsertedId;

    const got = await api(t.app, admin).get(`/company/${id}`);
    expect(got.status).toBe(200);
    const { users: list, ...data } = got.body.data;
    expect(list).toEqual([]);
    expect(data).toEqual({
      id,
      ...Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'users')),
      primary_middle_name: null,
      secondary_first_name: null,
      secondary_middle_name: null,
      secondary_last_name: null,
      address_line_2: null,
      fax: null,
      location_name: expect.any(String),
      ministry_name: ministry.name,
      acess_level_name: 'Regional',
      parent_company_id: null,
      parent_company_name: null,
    });
    const [{ n }] = await t.db.select({ n: count() }).from(accounts).where(eq(accounts.companyId, id));
    expect(n).toBeGreaterThan(10);
    const [bank] = await t.db.select().from(accounts).where(eq(accounts.companyId, id)).limit(1);
    expect(bank.level).toBe(3);
  });

  it('answers 422 with the specification texts and creates nothing', async () => {
    const before = await countCompanies();
    const res = await api(t.app, admin).post('/company', { email: 'bad' });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(422);
    for (const f of ['legal_name', 'company_type', 'ein', 'primary_first_name', 'primary_last_name', 'location', 'access_level']) {
      expect(res.body.errors[f], f).toEqual([M.required]);
    }
    expect(res.body.errors.email).toEqual([M.enterValidEmail]);
    const digits = await api(t.app, admin).post('/company', companyBody(location, { zip_code: '7a', telephone_number: '555-0100' }));
    expect(digits.body.errors).toEqual({ zip_code: [M.zipNumber], telephone_number: [M.telephoneNumber] });
    expect(await countCompanies()).toBe(before);
  });

  it('checks the logo on the server: PNG, JPEG or WebP of at most 1 MB', async () => {
    const big = await api(t.app, admin).post('/company', companyBody(location, { logo: png(LOGO_MAX_BYTES) }));
    expect(big.status).toBe(422);
    expect(big.body.errors.logo).toEqual([M.logoTooLarge]);
    const svg = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const fake = await api(t.app, admin).post('/company', companyBody(location, { logo: svg }));
    expect(fake.body.errors.logo).toEqual([M.logoType]);
  });

  it('refuses an unknown location or ministry and a bad access level', async () => {
    const loc = await api(t.app, admin).post('/company', companyBody(999999));
    expect(loc.status).toBe(422);
    expect(loc.body.errors.location).toEqual([M.locationUnknown]);
    const min = await api(t.app, admin).post('/company', companyBody(location, { ministry: 999999 }));
    expect(min.body.errors.ministry).toEqual([M.ministryUnknown]);
    const lvl = await api(t.app, admin).post('/company', companyBody(location, { access_level: 9 }));
    expect(lvl.body.errors.access_level).toEqual([M.accessLevelInvalid]);
  });

  it('is for the Administrator only: a company user gets 403 even with every company permission', async () => {
    const own = await makeCompany();
    const { token } = await userWith(own, ['CompanyInformation_Create', 'CompanyInformation_Edit', 'CompanyInformation_View']);
    const before = await countCompanies();
    const res = await api(t.app, token).post('/company', companyBody(location));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, message: M.forbidden });
    expect(await countCompanies()).toBe(before);
  });
});

describe('GET /company', () => {
  it('pages by 10 by default and hides deleted companies', async () => {
    await Promise.all(Array.from({ length: 11 }, () => makeCompany()));
    const gone = await makeCompany({ deleted: true });
    const res = await api(t.app, admin).get('/company');
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page.per_page).toBe(10);
    expect(page.current_page).toBe(1);
    expect(page.data).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(11);
    expect(page.last_page).toBe(Math.ceil(page.total / 10));
    expect(Object.keys(page.data[0]).sort()).toEqual(
      [
        'id',
        'legal_name',
        'company_type',
        'ein',
        'city',
        'email',
        'parent_company_id',
        'parent_company_name',
        'telephone_number',
        'access_level',
        'acess_level_name',
      ].sort(),
    );
    const all = await api(t.app, admin).get(`/company?per_page=100`);
    expect(all.body.data.data.map((c: { id: number }) => c.id)).not.toContain(gone.id);
    const second = await api(t.app, admin).get('/company?page=2');
    expect(second.body.data.current_page).toBe(2);
  });

  it('shows a company user with the view permission only their own company', async () => {
    const { own, token } = await viewed();
    const res = await api(t.app, token).get('/company');
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((c: { id: number }) => c.id)).toEqual([own.id]);
  });

  it('answers 403 without CompanyInformation_View', async () => {
    const own = await makeCompany();
    const { token } = await own.user('Treasurer'); // no company permissions by default
    expect((await api(t.app, token).get('/company')).status).toBe(403);
    expect((await api(t.app, token).get(`/company/${own.id}`)).status).toBe(403);
  });
});

describe('GET /company/{id}', () => {
  it("answers 404 for another company's record and for unknown or deleted ones", async () => {
    const { own, other, token } = await viewed();
    const gone = await makeCompany({ deleted: true });
    expect((await api(t.app, token).get(`/company/${own.id}`)).status).toBe(200);
    expect((await api(t.app, token).get(`/company/${other.id}`)).status).toBe(404);
    expect((await api(t.app, admin).get('/company/999999')).status).toBe(404);
    expect((await api(t.app, admin).get(`/company/${gone.id}`)).status).toBe(404);
    expect((await api(t.app, admin).get('/company/abc')).status).toBe(422);
  });
});

describe('POST /company/{id}', () => {
  it('updates every field but the location and answers the specification text', async () => {
    const created = await api(t.app, admin).post('/company', companyBody(location));
    const id = created.body.lastInsertedId;
    const res = await api(t.app, admin).post(
      `/company/${id}`,
      companyBody(location, { legal_name: 'Renamed Assembly', city: 'Waco', country: 'CA', state: 'Ontario', location: undefined }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: M.companyUpdated });
    const got = await api(t.app, admin).get(`/company/${id}`);
    expect(got.body.data).toMatchObject({ legal_name: 'Renamed Assembly', city: 'Waco', country: 'CA', state: 'Ontario', location });
  });

  it('refuses to move the company to another location', async () => {
    const created = await api(t.app, admin).post('/company', companyBody(location));
    const other = { id: await testWorld(t).location() };
    const res = await api(t.app, admin).post(`/company/${created.body.lastInsertedId}`, companyBody(other.id));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(M.locationLocked);
  });

  it('lets a company user with the edit permission edit their own company, but not its access level', async () => {
    const own = await makeCompany({ location });
    const other = await makeCompany({ location });
    const { token } = await userWith(own, ['CompanyInformation_Edit', 'CompanyInformation_View']);
    const body = companyBody(location, { legal_name: 'Our New Name', users: undefined });
    const res = await api(t.app, token).post(`/company/${own.id}`, body);
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, own.id));
    expect(row.legalName).toBe('Our New Name');
    expect((await api(t.app, token).post(`/company/${other.id}`, body)).status).toBe(404);
    const level = await api(t.app, token).post(`/company/${own.id}`, { ...body, access_level: 2 });
    expect(level.status).toBe(403);
    expect(level.body.message).toBe(M.accessLevelAdminOnly);
  });

  it('answers 403 without CompanyInformation_Edit and changes nothing', async () => {
    const { own, token } = await viewed();
    const res = await api(t.app, token).post(`/company/${own.id}`, companyBody(location, { legal_name: 'Hijacked' }));
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, own.id));
    expect(row.legalName).toBe(own.legalName);
  });
});

describe('DELETE /company/{id}', () => {
  it('hides the company, keeps its records, suspends its users and ends their sessions', async () => {
    const created = await api(t.app, admin).post('/company', companyBody(location, { users: [userBody()] }));
    const id = created.body.lastInsertedId;
    const member = await new WorldCompany(testWorld(t), id, '').member('Treasurer', { password: PASSWORD });
    const token = await loginAs(t.app, member.email, PASSWORD);

    const res = await api(t.app, admin).del(`/company/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: M.companyDeleted });

    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row.deletedAt).not.toBeNull();
    const [{ n }] = await t.db.select({ n: count() }).from(accounts).where(eq(accounts.companyId, id));
    expect(n).toBeGreaterThan(0);
    const members = await t.db.select().from(users).where(eq(users.companyId, id));
    expect(members).toHaveLength(2);
    expect(members.every((u) => u.suspendedAt)).toBe(true);

    const call = await api(t.app, token).get('/getWholeCompanyData');
    expect(call.status).toBe(401);
    const login = await api(t.app).post('/login', { email: member.email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(M.accountSuspended);

    const list = await api(t.app, admin).get('/getWholeCompanyData');
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(id);
    expect((await api(t.app, admin).del(`/company/${id}`)).status).toBe(404);
  });

  it("answers 403 without CompanyInformation_Delete and 404 for another company's record", async () => {
    const { own, other, token } = await viewed();
    const viewer = { token };
    expect((await api(t.app, viewer.token).del(`/company/${own.id}`)).status).toBe(403);
    const deleter = await userWith(own, ['CompanyInformation_Delete']);
    expect((await api(t.app, deleter.token).del(`/company/${other.id}`)).status).toBe(404);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, other.id));
    expect(row.deletedAt).toBeNull();
  });
});
