import { M, SEC } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';
import { users } from '../../db/schema/index.js';
import { companyBody, makeRole, userBody } from './company-fixtures.js';

let t: TestContext;
let admin: ReturnType<typeof api>;
let editor: ReturnType<typeof api>;
let companyId: number;
let location: number;
let editorRole: number;
let viewerRole: number;
type WireUser = ReturnType<typeof userBody> & { id: number; email: string; position: number; approver: number };

beforeAll(async () => {
  t = await createTestContext();
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  location = await testWorld(t).location();
  editorRole = (await makeRole(t.db, 1, ['CompanyInformation_Edit', 'CompanyInformation_View'])).id;
  viewerRole = (await makeRole(t.db, 1, ['CompanyInformation_View'])).id;
  const res = await admin.post('/company', companyBody(location, { users: [userBody({ position: editorRole }), userBody({ position: 4 })] }));
  companyId = res.body.lastInsertedId;
  const [{ passwordHash }] = await t.db.select().from(users).where(eq(users.email, ADMIN.email));
  const list = await usersNow();
  await t.db
    .update(users)
    .set({ passwordHash })
    .where(
      inArray(
        users.id,
        list.map((u) => u.id),
      ),
    );
  editor = api(t.app, await loginAs(t.app, list[0].email, ADMIN.password));
});
afterAll(() => t.close());

const usersNow = async (): Promise<WireUser[]> => (await admin.get(`/company/${companyId}`)).body.data.users;
const save = (as: ReturnType<typeof api>, list: unknown[]) => as.post(`/company/${companyId}`, companyBody(location, { users: list }));

describe('a company user who may edit the company', () => {
  it('cannot change their own position or approver flag', async () => {
    const [me, other] = await usersNow();
    for (const change of [{ position: viewerRole }, { approver: 1 }]) {
      const res = await save(editor, [{ ...me, ...change }, other]);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SEC.ownPrivileges);
    }
    expect((await usersNow())[0]).toMatchObject({ position: editorRole, approver: 0 });
  });

  it('cannot give anyone a position holding a permission they lack, new or existing user', async () => {
    const [me, other] = await usersNow();
    const promote = await save(editor, [me, { ...other, position: 2 }]); // Treasurer: far more than the editor holds
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe(SEC.positionBeyondOwn);
    const invite = await save(editor, [me, other, userBody({ position: 2 })]);
    expect(invite.status).toBe(403);
    expect(invite.body.message).toBe(SEC.positionBeyondOwn);
    expect((await usersNow()).map((u) => u.position)).toEqual([editorRole, 4]);

    // Within their own permissions it works.
    const ok = await save(editor, [me, { ...other, position: viewerRole }]);
    expect(ok.status).toBe(200);
    expect((await usersNow())[1]).toMatchObject({ position: viewerRole, approver: 0 });
  });

  it('cannot grant or remove the Supervisor flag (a new mailbox of their own, or every real supervisor): Super-Admin only', async () => {
    const [me, other] = await usersNow();
    const own = await save(editor, [me, other, userBody({ position: viewerRole, approver: 1 })]);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(M.approverAdminOnly);
    const grant = await save(editor, [me, { ...other, approver: 1 }]);
    expect(grant.status).toBe(403);
    expect(grant.body.message).toBe(M.approverAdminOnly);
    expect((await usersNow()).map((u) => u.approver)).toEqual([0, 0]);

    expect((await save(admin, [me, { ...other, approver: 1 }])).status).toBe(200);
    const remove = await save(editor, [me, { ...other, approver: 0 }]);
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(M.approverAdminOnly);
    expect((await usersNow())[1].approver).toBe(1);
    // Saving the list unchanged (the flag as it is) still works for the editor.
    expect((await save(editor, [me, { ...other, approver: 1, first_name: 'Renée' }])).status).toBe(200);
  });

  it("cannot change another user's email", async () => {
    const [me, other] = await usersNow();
    const res = await save(editor, [me, { ...other, email: 'hijack@evil.test' }]);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SEC.emailAdminOnly);
    expect((await usersNow())[1].email).toBe(other.email);
  });
});

describe('Super-Admin', () => {
  it("changes a user's email; the old address is told by mail", async () => {
    const [me, other] = await usersNow();
    await t.clearMail();
    const res = await save(admin, [me, { ...other, email: 'renamed@assembly.test' }]);
    expect(res.status).toBe(200);
    expect((await usersNow())[1].email).toBe('renamed@assembly.test');
    await t.app.deps.mail.flush();
    const told = t.mail.sent.find((m) => m.to === other.email);
    expect(told?.subject).toBe('Your sign-in email address was changed');
    expect(told?.text).toContain('renamed@assembly.test');
  });

  it('sees every recorded change (who, when, what); a company user may not', async () => {
    const res = await admin.get(`/company/${companyId}/user-changes?per_page=50`);
    expect(res.status).toBe(200);
    const rows = res.body.data.data as Array<{
      field: string;
      old_value: string | null;
      new_value: string | null;
      changed_by: string;
      created_at: string;
      user_email: string;
    }>;
    const editorEmail = (await usersNow())[0].email;
    expect(rows.find((r) => r.field === 'email')).toMatchObject({ new_value: 'renamed@assembly.test', changed_by: expect.stringContaining(ADMIN.email) });
    const promoted = rows.find((r) => r.field === 'position' && r.old_value === 'Auditor');
    expect(promoted?.changed_by).toContain(editorEmail);
    expect(promoted?.new_value).toMatch(/^Clerk /);
    expect(rows.find((r) => r.field === 'approver' && r.new_value === 'true')?.changed_by).toContain(ADMIN.email);
    expect(rows.filter((r) => r.field === 'approver')).toHaveLength(1);
    expect(Number.isNaN(Date.parse(rows[0].created_at))).toBe(false);
    // The refused attempts changed nothing and left no record.
    expect(rows.some((r) => r.new_value === 'hijack@evil.test')).toBe(false);

    expect((await editor.get(`/company/${companyId}/user-changes`)).status).toBe(403);
  });
});
