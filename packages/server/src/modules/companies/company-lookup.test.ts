import { M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { type CompanyOptions, testWorld } from '../../../test/world/server.js';
import { companies } from '../../db/schema/index.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

/** A company no user of which signs in; `deleted`: then deleted by Super-Admin. */
const company = async (opts: CompanyOptions & { deleted?: boolean } = {}) => {
  const made = await testWorld(t).company({ signIn: false, ...opts });
  if (opts.deleted) expect((await api(t.app, admin).del(`/company/${made.id}`)).status).toBe(200);
  return made;
};

describe('GET /getWholeCompanyData', () => {
  it('gives Super-Admin every live company, sorted by name, with its access level', async () => {
    const b = await company({ name: 'Bethel Assembly', level: 2 });
    const a = await company({ name: 'antioch Assembly', level: 1 });
    const gone = await company({ name: 'Closed Assembly', deleted: true });
    const res = await api(t.app, admin).get('/getWholeCompanyData');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
    const ids = res.body.data.map((c: { id: number }) => c.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(gone.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(res.body.data.find((c: { id: number }) => c.id === b.id)).toEqual({
      id: b.id,
      legal_name: 'Bethel Assembly',
      access_level: 2,
      acess_level_name: 'National',
    });
  });

  it('gives a company user only their own company, whatever their permissions', async () => {
    const mine = await company();
    await company();
    const user = await mine.user('Auditor');
    const res = await user.api.get('/getWholeCompanyData');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: mine.id, legal_name: mine.legalName, access_level: 1, acess_level_name: 'Local Assembly' }]);
  });

  it('a searched chooser: ?search= and ?limit= answer the first matches by name, ?id= the chosen company, no parameter still every company', async () => {
    const tag = `Zebulun ${Date.now()}`;
    const made = [];
    for (const name of [`${tag} Chapel`, `${tag} Assembly`, `${tag} bethany`, `other ${tag.toLowerCase()} Mission`])
      made.push(await company({ name }));
    await company({ name: `${tag} Gone`, deleted: true });
    const get = async (query: string) => {
      const res = await api(t.app, admin).get(`/getWholeCompanyData${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as Array<{ legal_name: string }>).map((c) => c.legal_name);
    };
    // Contains, ignoring case, by name; deleted companies never; a LIKE wildcard is a plain character.
    expect(await get(`?search=${encodeURIComponent(tag.toUpperCase())}`)).toEqual([
      `other ${tag.toLowerCase()} Mission`,
      `${tag} Assembly`,
      `${tag} bethany`,
      `${tag} Chapel`,
    ]);
    expect(await get(`?search=${encodeURIComponent(tag)}&limit=2`)).toEqual([`other ${tag.toLowerCase()} Mission`, `${tag} Assembly`]);
    expect(await get(`?search=${encodeURIComponent(`${tag}%`)}`)).toEqual([]);
    // ?limit= alone: the first companies by name; no parameter: every live company.
    const all = await get('');
    expect(all.length).toBeGreaterThan(3);
    expect(await get('?limit=3')).toEqual(all.slice(0, 3));
    expect(await get(`?id=${made[0].id}`)).toEqual([`${tag} Chapel`]);
    expect((await api(t.app, admin).get('/getWholeCompanyData?limit=101')).status).toBe(422);
  });

  it("a company user's searched chooser holds only their own company", async () => {
    const mine = await company({ name: `Mine ${Date.now()}` });
    const other = await company({ name: `Mine too ${Date.now()}` });
    const who = (await mine.user('Auditor')).api;
    expect((await who.get('/getWholeCompanyData?search=Mine')).body.data.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    expect((await who.get(`/getWholeCompanyData?id=${other.id}`)).status).toBe(404);
  });

  it('needs a signed-in caller', async () => {
    expect((await api(t.app).get('/getWholeCompanyData')).status).toBe(401);
  });
});

describe('GET /getSelecetdCompanyData', () => {
  it("gives a company user their own company's details", async () => {
    const mine = await company({ over: { city: 'Tulsa' }, level: 4 });
    const res = await (await mine.user('Treasurer')).api.get('/getSelecetdCompanyData');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: mine.id, legal_name: mine.legalName, access_level: 4, acess_level_name: 'District', city: 'Tulsa' });
    expect(res.body.data.users).toBeUndefined();
  });

  it('answers 404 to Super-Admin, who has no company of their own', async () => {
    const res = await api(t.app, admin).get('/getSelecetdCompanyData');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, message: M.noOwnCompany });
  });

  it('refuses the users of a deleted company', async () => {
    const mine = await company();
    const { token } = await mine.user('Treasurer');
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, mine.id));
    const res = await api(t.app, token).get('/getSelecetdCompanyData');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(M.accountSuspended);
  });
});
