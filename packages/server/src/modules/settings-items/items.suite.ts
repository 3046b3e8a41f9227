import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { type Client, type Position, testWorld, userWith, type WorldCompany, type WorldUser } from '../../../test/world/server.js';
import { describeItemCreateApi } from './items.create.suite.js';
import { describeItemDeleteApi } from './items.delete.suite.js';
import { describeItemListScopeApi } from './items.list-scope.suite.js';
import { describeItemListApi, type ItemSuiteContext } from './items.list.suite.js';
import { describeItemPermissionsApi } from './items.permissions.suite.js';
import { describeItemPickerApi } from './items.picker.suite.js';
import type { ItemRow, ItemTable } from './items.repo.js';
import { describeItemUpdateApi } from './items.update.suite.js';

/** What differs between fund programs and functional expenses; the API tests are otherwise the same. */
export interface ItemSuiteConfig {
  table: ItemTable;
  group: string;
  paths: { create: string; update: string; list: string; remove: string; picker: string };
  texts: { added: string; updated: string; deleted: string };
  /** the export's file name stem ('fund-programs') */
  exportName: string;
  /** the picker answer as [{ id, name }] whatever its wire shape */
  pickerRows(body: any): Array<{ id: number; name: string }>;
  /** fund programs: rows and exports also carry the restriction class (issue 24) */
  fundClass?: boolean;
}

/** What the blocks of the other items.*.suite.ts files take from this suite, read when their tests run. */
export interface ItemSuiteHelpers extends ItemSuiteContext {
  uniq(base: string): string;
  companyWithUser(position?: Position): Promise<{ company: WorldCompany; user: WorldUser; call: Client }>;
  makeCompany(): Promise<WorldCompany>;
  userWithRole(company: WorldCompany, perms: string[]): Promise<Client>;
  create(call: Client, name: string, status?: number | string): Promise<{ id: number; name: string; company_id: number; status: number }>;
  stored(id: number): Promise<ItemRow>;
  rowCount(): Promise<number>;
  allPages(call: Client, query?: string): Promise<any[]>;
  /** The Super-Admin's calls, for the blocks to name before beforeAll signs in (each goes to the client of then). */
  adminApi: Client;
}

export function describeItemApi(c: ItemSuiteConfig) {
  let t: TestContext;
  let admin: ReturnType<typeof api>;
  let seq = 0;
  const uniq = (base: string) => `${base} ${++seq}-${Math.floor(Math.random() * 1e6)}`;

  /** A company with a Treasurer (every FundProgram_ and FunctionalExpenses_ permission) signed in. */
  async function companyWithUser(position: Position = 'Treasurer') {
    const company = await makeCompany();
    const user = await company.user(position);
    return { company, user, call: user.api };
  }
  const makeCompany = () => testWorld(t).company({ signIn: false });
  const userWithRole = async (company: WorldCompany, perms: string[]) => (await userWith(t, company, perms)).api;
  const create = async (call: ReturnType<typeof api>, name: string, status: number | string = 1) => {
    const res = await call.post(`/${c.paths.create}`, { name, status });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; name: string; company_id: number; status: number };
  };
  const stored = async (id: number) => {
    const [row] = await t.db.select().from(c.table).where(eq(c.table.id, id));
    return row;
  };
  const rowCount = async () => {
    const [r] = await t.db.select({ n: sql<number>`count(*)::int` }).from(c.table);
    return r.n;
  };
  const allPages = async (call: ReturnType<typeof api>, query = '') => {
    const rows: any[] = [];
    for (let page = 1; ; page++) {
      const res = await call.get(`/${c.paths.list}?page=${page}${query}`);
      expect(res.status).toBe(200);
      rows.push(...res.body.data.data);
      if (page >= res.body.data.last_page) return rows;
    }
  };

  const ctx: ItemSuiteHelpers = {
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    create,
    uniq,
    companyWithUser,
    makeCompany,
    userWithRole,
    stored,
    rowCount,
    allPages,
    adminApi: {
      get: (url, headers) => admin.get(url, headers),
      post: (url, payload, headers) => admin.post(url, payload, headers),
      del: (url) => admin.del(url),
    },
  };

  beforeAll(async () => {
    t = await createTestContext();
    admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  });
  afterAll(() => t.close());

  // The blocks in the order they have always run, the tests of one file sharing its context.
  describeItemCreateApi(c, ctx);
  describeItemUpdateApi(c, ctx);
  describeItemListScopeApi(c, ctx);
  describeItemListApi(c, ctx);
  describeItemDeleteApi(c, ctx);
  describeItemPermissionsApi(c, ctx);
  describeItemPickerApi(c, ctx);

  return { ctx: () => t, admin: () => admin };
}
