/**
 * A denomination's Super-Admin over the bench's 5,611 companies (issue 23 point 4: the base dataset's 500 plus
 * the roll-up tree's 5,111, dataset-tree.ts): the dashboard, the pending purchase-order count, the company list
 * and the company picker every list's company filter loads, each a single request under 100 ms. The bare
 * column reads the same rows by hand (serve-bare-payables.ts) where there is one.
 */
import type { Target } from './load.js';
import type { Row } from './payables-rows.js';

type Single = (name: string, target: string, ms: number, a: Target, b?: Target) => Row;

export function companyRows(single: Single, sa: Record<string, string>): Row[] {
  const today = new Date().toISOString().slice(0, 10);
  return [
    single('denomination (5,611 companies): Super-Admin dashboard, single', '< 100 ms', 100, { path: `/api/v1/dashboard/summary?today=${today}`, headers: sa }),
    single(
      'denomination (5,611 companies): pending purchase-order count (Super-Admin), single',
      '< 100 ms',
      100,
      { path: '/api/v1/getApprovePurchaseOrder', headers: sa },
      { path: '/po?status_id=2' },
    ),
    single('denomination (5,611 companies): company list, first page, single', '< 100 ms', 100, { path: '/api/v1/company', headers: sa }, { path: '/companies/page' }),
    single(
      "denomination (5,611 companies): a list's company filter (getWholeCompanyData), single",
      '< 100 ms',
      100,
      { path: '/api/v1/getWholeCompanyData', headers: sa },
      { path: '/companies/options' },
    ),
    // The searched chooser: what a list's company filter needs over a denomination (a page of matches, not 5,611 rows).
    single(
      "denomination (5,611 companies): a list's company filter searched (getWholeCompanyData?search=assembly&limit=50), single",
      '< 100 ms',
      100,
      { path: '/api/v1/getWholeCompanyData?search=assembly&limit=50', headers: sa },
      { path: '/companies/search?search=assembly&limit=50' },
    ),
  ];
}
