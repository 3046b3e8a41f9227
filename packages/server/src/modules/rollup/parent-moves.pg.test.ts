import { M } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, secondNode, type TestContext } from '../../../test/harness.js';
import { testWorld, type World } from '../../../test/world/server.js';

// Issue 27 point 1: the tree never forms a cycle, even when two moves that together would close one arrive at
// once on two app nodes sharing the database (each move alone is fine). Every move reads the tree under one
// advisory lock, so the second sees the first and is refused (422); the tree stays acyclic.
let t: TestContext;
let second: Awaited<ReturnType<typeof secondNode>>;
let world: World;
let admins: [ReturnType<typeof api>, ReturnType<typeof api>];

beforeAll(async () => {
  t = await createTestContext();
  second = await secondNode(t);
  world = testWorld(t);
  const token = await loginAs(t.app, ADMIN.email, ADMIN.password);
  admins = [api(t.app, token), api(second.app, token)];
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Companies on a cycle of parents (none when the tree is sound). */
async function cycles() {
  const res = await t.db.execute(sql`
    with recursive up(start, id, depth) as (
      select id, parent_company_id, 1 from companies where parent_company_id is not null
      union all
      select up.start, c.parent_company_id, up.depth + 1 from up join companies c on c.id = up.id
       where c.parent_company_id is not null and up.id <> up.start and up.depth < 50
    )
    select distinct start from up where id = start`);
  return res.rows;
}

const move = async (node: 0 | 1, id: number, parent: number) => {
  const body = (await admins[node].get(`/company/${id}`)).body.data;
  return admins[node].post(`/company/${id}`, { ...body, users: undefined, parent_company_id: parent });
};

it('two crossing moves at once on two nodes: one is made, the other refused as a cycle', async () => {
  for (let round = 0; round < 4; round++) {
    const x = await world.company({ name: `Region X${round}`, level: 5 });
    const y = await world.company({ name: `Region Y${round}`, level: 5 });
    const answers = await Promise.all([move(0, x.id, y.id), move(1, y.id, x.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expect(refused.body.errors.parent_company_id).toEqual([M.parentCompanyCycle]);
    expect(await cycles()).toEqual([]);
  }
});

it('three moves that together close a ring of three: at least one refused, never a cycle', async () => {
  const [a, b, c] = [await world.company({ name: 'Ring A' }), await world.company({ name: 'Ring B' }), await world.company({ name: 'Ring C' })];
  const answers = await Promise.all([move(0, a.id, b.id), move(1, b.id, c.id), move(0, c.id, a.id)]);
  const statuses = answers.map((r) => r.status);
  expect(statuses.every((s) => s === 200 || s === 422)).toBe(true);
  expect(statuses.filter((s) => s === 422).length).toBeGreaterThanOrEqual(1);
  expect(await cycles()).toEqual([]);
});
