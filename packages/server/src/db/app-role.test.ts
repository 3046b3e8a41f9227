import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { post } from '../ledger/index.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';

const role = process.env.TEST_APP_ROLE;

// Runs where CI runs the API tests as the application role (.ci/run sets TEST_APP_ROLE on PostgreSQL).
describe('the application role on PostgreSQL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as T[];

  it('is not a superuser, cannot create roles or databases, and owns nothing', async () => {
    const [me] = await rows<{ user: string; rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean }>(
      sql`select current_user as user, rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = current_user`,
    );
    expect(me).toEqual({ user: role, rolsuper: false, rolcreaterole: false, rolcreatedb: false });
    const [{ n }] = await rows<{ n: string }>(
      sql`select count(*)::text as n from pg_class where relowner = (select oid from pg_roles where rolname = current_user)`,
    );
    expect(n).toBe('0');
  });

  it('posts journal entries but cannot UPDATE, DELETE or TRUNCATE them', async () => {
    const { company, byNumber } = await serviceCompanyWithChart(t);
    const { entryId } = await post(t.db, {
      companyId: company.id,
      date: '2026-02-01',
      sourceType: 'manual',
      createdBy: null,
      lines: [
        { accountId: byNumber['1000'], debitCents: 100, creditCents: 0 },
        { accountId: byNumber['3000'], debitCents: 0, creditCents: 100 },
      ],
    });
    for (const q of [
      sql`update journal_entries set memo = 'x' where id = ${entryId}`,
      sql`delete from journal_lines where entry_id = ${entryId}`,
      sql`truncate journal_lines`,
    ]) {
      await expect(t.db.execute(q)).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringMatching(/permission denied/) }) });
    }
  });

  it('gets read/write grants on a table a later migration adds (default privileges)', async () => {
    const [{ db }] = await rows<{ db: string }>(sql`select current_database() as db`);
    const u = new URL(process.env.TEST_DATABASE_URL as string);
    u.pathname = `/${db}`;
    const owner = new pg.Client({ connectionString: u.toString() });
    await owner.connect();
    try {
      await owner.query('create table later_feature (id serial primary key, note text)');
      await t.db.execute(sql`insert into later_feature (note) values ('a')`);
      await t.db.execute(sql`update later_feature set note = 'b'`);
      await t.db.execute(sql`delete from later_feature`);
      await expect(t.db.execute(sql`drop table later_feature`)).rejects.toBeTruthy();
    } finally {
      await owner.query('drop table if exists later_feature');
      await owner.end();
    }
  });
});
