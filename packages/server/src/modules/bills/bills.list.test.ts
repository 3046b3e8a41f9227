import { afterAll, beforeAll, describe } from 'vitest';
import { listChecks } from '../../../test/list-checks.js';
import { type PayablesLists, payablesLists, worldSide } from '../../../test/payables-lists.js';

let w: PayablesLists;
beforeAll(async () => {
  w = await payablesLists();
}, 120_000);
afterAll(() => w.t.close());

describe('bills: search, sort and export (Pay-Bills list)', () => {
  listChecks({
    ...worldSide(() => w),
    route: '/getAllPayBillsInfo',
    search: 'HARBOR',
    searchHits: 5,
    isHit: (r: any) => r.refrence.startsWith('HARBOR-'),
    numberSort: { key: 'amount_due', value: (r) => Number(r.amount_due) },
    textSort: { key: 'vendor_name', value: (r) => r.vendor_name },
    money: 'Amount Due',
    date: 'Due Date',
  });
});
