import { afterAll, beforeAll, describe } from 'vitest';
import { listChecks } from '../../../test/list-checks.js';
import { type PayablesLists, payablesLists, worldSide } from '../../../test/payables-lists.js';

let w: PayablesLists;
beforeAll(async () => {
  w = await payablesLists();
}, 120_000);
afterAll(() => w.t.close());

describe('checks: search, sort and export (cheque list)', () => {
  listChecks({
    ...worldSide(() => w),
    route: '/listAllGeneratedCheck',
    search: 'Printer',
    searchHits: 1,
    isHit: (r: any) => r.vendor_name.startsWith('Printer '),
    numberSort: { key: 'check_amount', value: (r) => Number(r.check_amount) },
    textSort: { key: 'vendor_name', value: (r) => r.vendor_name },
    money: 'Amount',
    date: 'Date',
  });
});
