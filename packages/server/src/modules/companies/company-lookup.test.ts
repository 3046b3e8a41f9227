import { M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { makeCompany, makeUser } from '../../../test/factories.js';
import { ADMIN, createTestContext, PASSWORD, type TestContext } from '../../../test/harness.js';
import { companies } from '../../db/schema/index.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

describe('GET /getWholeCompanyData', () => {
  it('gives Super-Admin every live company, sorted by name, with its access level', async () => {
    const b = await makeCompany(t.db, { legalName: 'Bethel Assembly', accessLevelId: 2 });
    const a = await makeCompany(t.db, { legalName: 'antioch Assembly', accessLevelId: 1 });
    const gone = await makeCompany(t.db, { legalName: 'Closed Assembly', deletedAt: new Date() });
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
    const mine = await makeCompany(t.db);
    await makeCompany(t.db);
    const user = await makeUser(t.db, mine.id, { position: 'Auditor' });
    const res = await api(t.app, await loginAs(t.app, user.email, PASSWORD)).get('/getWholeCompanyData');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: mine.id, legal_name: mine.legalName, access_level: 1, acess_level_name: 'Local Assembly' }]);
  });

  it('needs a signed-in caller', async () => {
    expect((await api(t.app).get('/getWholeCompanyData')).status).toBe(401);
  });
});

describe('GET /getSelecetdCompanyData', () => {
  it("gives a company user their own company's details", async () => {
    const mine = await makeCompany(t.db, { city: 'Tulsa', accessLevelId: 4 });
    const user = await makeUser(t.db, mine.id, { accessLevelId: 4 });
    const res = await api(t.app, await loginAs(t.app, user.email, PASSWORD)).get('/getSelecetdCompanyData');
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
    const mine = await makeCompany(t.db);
    const user = await makeUser(t.db, mine.id);
    const token = await loginAs(t.app, user.email, PASSWORD);
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, mine.id));
    const res = await api(t.app, token).get('/getSelecetdCompanyData');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(M.accountSuspended);
  });
});
