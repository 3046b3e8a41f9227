import { afterAll, beforeAll, describe } from 'vitest';
import { listChecks } from '../../../test/list-checks.js';
import { type PayablesLists, payablesLists, worldSide } from '../../../test/payables-lists.js';

let w: PayablesLists;
beforeAll(async () => {
  w = await payablesLists();
}, 120_000);
afterAll(() => w.t.close());

describe('bill payments: search, sort and export', () => {
  listChecks({
    ...worldSide(() => w),
    route: '/viewBillPayment',
    search: 'Printer',
    searchHits: 2,
    isHit: (r: any) => r.vendor_name.startsWith('Printer '),
    numberSort: { key: 'final_payment', value: (r) => Number(r.final_payment) },
    textSort: { key: 'vendor_name', value: (r) => r.vendor_name },
    money: 'Payment',
    date: 'Payment Date',
  });
});
