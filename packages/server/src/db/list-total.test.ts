import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../test/api.js';
import { makeVendor } from '../../test/factories.js';
import { serviceCompany } from '../../test/world/service-company.js';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness.js';
import { TOTAL_CAP } from './list-total.js';

let t: TestContext;
let big: number;
let small: number;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestContext();
  big = (await serviceCompany(t)).id;
  small = (await serviceCompany(t)).id;
  // More vendors than the paginator counts, in one statement.
  await t.db.execute(sql`insert into vendors (company_id, vendor_number, name, ein, contact_number, billing_address_line_1, billing_city, billing_state, billing_zip_code)
    select ${big}, g, 'Vendor ' || g, '12-' || lpad(g::text, 7, '0'), '555-0100', '1 Main St', 'Dallas', 'TX', '75001' from generate_series(1, ${TOTAL_CAP + 5}) g`);
  for (let i = 0; i < 3; i++) await makeVendor(t.db, small);
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

it('a list over the cap says "at least" (total_is_exact false) and still pages', async () => {
  const res = await admin.get('/vendor?page=2');
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ total: TOTAL_CAP, total_is_exact: false, current_page: 2, last_page: TOTAL_CAP / 10 });
  expect(res.body.data.data).toHaveLength(10);
  const big1 = await admin.get(`/vendor?company_id=${big}`);
  expect(big1.body.data).toMatchObject({ total: TOTAL_CAP, total_is_exact: false });
});

it("a company's own short list is counted exactly", async () => {
  const res = await admin.get(`/vendor?company_id=${small}`);
  expect(res.body.data).toMatchObject({ total: 3, total_is_exact: true, last_page: 1 });
});
