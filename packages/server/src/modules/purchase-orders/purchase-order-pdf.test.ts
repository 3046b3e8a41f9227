import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/api.js';
import { ADMIN } from '../../../test/harness.js';
import { readPdf, wordOf } from '../../../test/pdf-text.js';
import { companies, users } from '../../db/schema/index.js';
import { createOrder, orderBody, type PoWorld, poWorld } from './po-fixtures.js';

let w: PoWorld;
let token: string;

/** The order's PDF as the vendor receives it, read back through poppler. */
const pdfOf = async (id: number, name: string) => {
  const res = await w.t.app.inject({ method: 'GET', url: `/api/v1/purchaseOrderPdf/${id}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return readPdf(res.rawPayload, name);
};

beforeAll(async () => {
  w = await poWorld();
  token = await loginAs(w.t.app, ADMIN.email, ADMIN.password);
  await w.t.db
    .update(companies)
    .set({ addressLine1: '12 Chapel Road', addressLine2: 'Fellowship Hall', city: 'Tulsa', state: 'OK', zipCode: '74103', country: 'US' })
    .where(eq(companies.id, w.companyA));
  await w.t.db.update(users).set({ lastName: 'Okafor' }).where(eq(users.id, w.supervisorAId));
});
afterAll(() => w.t.close());

describe('the purchase order a vendor receives', () => {
  it("shows no internal status, ships to the company's address and names the approver and the day", async () => {
    const id = await createOrder(w.creatorA, orderBody(w.companyA, w.vendorA.id, { status_name: 'Pending For Approval' }));
    expect((await w.supervisorA.get(`/updateStatusOfPurchaseOrder/${id}/Approval`)).status).toBe(200);
    const pdf = await pdfOf(id, 'po-approved');
    const text = pdf.text(1);
    expect(text).not.toMatch(/Status|Pending|Draft|Approval/);
    expect(text).toMatch(/Approved By:\s+Sam Okafor/);
    const today = new Date().toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
    expect(text).toContain(`Approved On: ${today}`);

    // Ship To sits beside the vendor, with the company's name and address in US form (no country line).
    const words = pdf.words(1);
    const shipTo = wordOf(words, 'Ship');
    const vendorTitle = wordOf(words, 'Vendor');
    expect(shipTo.yMin).toBeCloseTo(vendorTitle.yMin, 0);
    expect(shipTo.xMin).toBeGreaterThan(vendorTitle.xMin + 200);
    const shipColumn = words.filter((x) => x.xMin >= shipTo.xMin - 1 && x.yMin > shipTo.yMin && x.yMin < shipTo.yMin + 60);
    expect(shipColumn.map((x) => x.text).join(' ')).toBe('First Assembly 12 Chapel Road Fellowship Hall Tulsa, OK 74103');
    // The vendor's address: "Dallas, TX 75001", no comma before the zip, no country line.
    expect(text).toContain('Dallas, TX 75001');
    expect(text).not.toMatch(/TX,|, 75001|OK,|, 74103/);
    expect(text.split('\n').some((l) => /\b(US|United States)\s*$/.test(l))).toBe(false);
    pdf.render('po-approved');
  });

  it('names no approver while the order is not approved', async () => {
    const id = await createOrder(w.creatorA, orderBody(w.companyA, w.vendorA.id));
    const text = (await pdfOf(id, 'po-draft')).text(1);
    expect(text).not.toContain('Approved');
    expect(text).not.toContain('Draft');
    expect(text).toContain('Ship To');
  });
});
