import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv } from '../../../test/download.js';
import { listChecks } from '../../../test/list-checks.js';
import { type PayablesLists, payablesLists, worldSide } from '../../../test/payables-lists.js';

let w: PayablesLists;
beforeAll(async () => {
  w = await payablesLists();
}, 120_000);
afterAll(() => w.t.close());

describe('purchase orders: search, sort and export', () => {
  listChecks({
    ...worldSide(() => w),
    route: '/listPurchaseOrder',
    search: 'Printer',
    searchHits: 2,
    isHit: (r: any) => r.vendor_name.startsWith('Printer '),
    numberSort: { key: 'po_price', value: (r) => Number(r.po_price) },
    textSort: { key: 'vendor_name', value: (r) => r.vendor_name },
    money: 'PO Price',
    date: 'Created On',
  });
});

describe('pending purchase orders: export', () => {
  it('exports only the orders Pending For Approval, each pending list authorised as its list', async () => {
    const listed = (await w.client(w.owner).get('/getPOBehalfOfCompanyUserForPending?per_page=100')).body.data.userDetials;
    const res = await download(w.t.app, w.owner, '/getPOBehalfOfCompanyUserForPending/export?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="pending-purchase-orders-/);
    const [header, ...rows] = readCsv(res.bytes);
    expect(header).toContain('PO Price');
    expect(rows).toHaveLength(listed.total);
    // the fixture's orders are Drafts: the full list has them, the pending one does not
    expect(listed.total).toBe(0);
    expect((await download(w.t.app, w.owner, '/getApprovePurchaseOrder/export?format=csv')).status).toBe(403);
    expect((await download(w.t.app, w.admin, '/getApprovePurchaseOrder/export?format=csv')).status).toBe(200);
  });
});
