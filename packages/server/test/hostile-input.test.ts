import { M, NUL_MESSAGE } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.js';
import { orderBody } from '../src/modules/purchase-orders/po-fixtures.js';
import { checkingCompany } from '../src/modules/checks/checks.fixtures.js';
import { api, loginAs } from './api.js';
import { makeVendor, vendorBody } from './factories.js';
import { ADMIN, createTestContext, type TestContext } from './harness.js';

// Issue 21.5: bad input is refused with a clear 422 and nothing is stored changed or ignored.
let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;
let admin: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
  await c.fund('1000.00');
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

const vendorCount = async () => (await t.db.select().from(vendors).where(eq(vendors.companyId, c.companyId))).length;

describe('checks', () => {
  it('a voucher check over a fully discounted (0.00) payment is a clear 422, not a 500', async () => {
    const bill = await c.bill('40.00');
    const pay = await c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id, discount: '40.00' }], { account_id: c.bank }));
    expect(pay.status).toBe(200);
    const res = await c.treasurer.post('/createChecks', c.voucher([pay.body.data[0].id]));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(M.voucherZeroPayment(String(bill.bill_number)));
    expect(res.body.errors.check_list).toEqual([res.body.message]);
  });

  it('a NUL byte or a text-direction override in a check memo is a 422', async () => {
    const [id] = await c.paid(['12.00']);
    const nul = await c.treasurer.post('/createChecks', c.voucher([id], { memo: 'Rent\u0000' }));
    expect(nul.status).toBe(422);
    expect(nul.body.message).toBe(NUL_MESSAGE);
    const rlo = await c.treasurer.post('/createChecks', c.voucher([id], { memo: 'Pay \u202E00.001' }));
    expect(rlo.status).toBe(422);
    expect(rlo.body.errors.memo).toEqual([M.printUnsafe]);
    const bell = await c.treasurer.post('/createChecks', c.voucher([id], { memo: 'ring\u0007' }));
    expect(bell.status).toBe(422);
  });

  it('a garbage check_current_date is a 422, not ignored', async () => {
    const [id] = await c.paid(['13.00']);
    for (const date of ['yesterday', '2026-02-30', 20260101]) {
      const res = await c.treasurer.post('/createChecks', c.voucher([id], { check_current_date: date }));
      expect(res.status, String(date)).toBe(422);
      expect(res.body.errors.check_current_date).toEqual([M.checkDateInvalid]);
    }
    expect((await c.treasurer.post('/createChecks', c.voucher([id], { check_current_date: '2026-01-15' }))).status).toBe(200);
  });
});

describe('vendors', () => {
  it('an EIN sent as a JSON number is a 422 (its leading zeros and dash would be lost)', async () => {
    const before = await vendorCount();
    const res = await admin.post('/vendor/add', { ...vendorBody(c.companyId, 'x', 'Numbers Inc'), ein: 123456789 });
    expect(res.status).toBe(422);
    expect(res.body.errors.ein).toEqual([M.einNotText]);
    expect(await vendorCount()).toBe(before);
  });

  it('fullwidth digits do not slip past the duplicate-EIN rule (NFKC)', async () => {
    await makeVendor(t.db, c.companyId, { ein: '45-6789012' });
    const res = await admin.post('/vendor/add', vendorBody(c.companyId, '\uFF14\uFF15-\uFF16\uFF17\uFF18\uFF19\uFF10\uFF11\uFF12', 'Wide Digits'));
    expect(res.status).toBe(409);
    expect(res.body.errors.ein).toHaveLength(1);
  });

  it('a lone surrogate, a control character or U+202E in a printed name is a 422 and nothing is saved', async () => {
    const before = await vendorCount();
    for (const name of ['Grace\uD800', 'Bell\u0007 Co', 'Grace \u202EChapel']) {
      const res = await admin.post('/vendor/add', vendorBody(c.companyId, `66-${Math.floor(1e6 + Math.random() * 8e6)}`, name));
      expect(res.status, JSON.stringify(name)).toBe(422);
    }
    expect(await vendorCount()).toBe(before);
  });

  it('freight or sales tax given as spaces is a 422, not read as 0', async () => {
    for (const over of [{ freight: '   ' }, { sales_tax: ' ' }]) {
      const res = await admin.post('/vendor/add', { ...vendorBody(c.companyId, `67-${Math.floor(1e6 + Math.random() * 8e6)}`, 'Spaces'), ...over });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.values(res.body.errors).flat()).toContain(M.blankNotAllowed);
    }
  });
});

describe('orders and payments', () => {
  it('an order with freight or sales tax given as spaces is a 422', async () => {
    for (const over of [{ freight: '  ' }, { sales_tax: '  ' }]) {
      const res = await admin.post('/createPurchaseOrder', orderBody(c.companyId, c.vendor.id, over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.values(res.body.errors).flat()).toContain(M.blankNotAllowed);
    }
  });

  it('a payment with a discount given as spaces is a 422, not a payment without discount', async () => {
    const bill = await c.bill('20.00');
    const res = await c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id, discount: '   ' }], { account_id: c.bank }));
    expect(res.status).toBe(422);
    expect(Object.values(res.body.errors).flat()).toContain(M.blankNotAllowed);
  });
});
