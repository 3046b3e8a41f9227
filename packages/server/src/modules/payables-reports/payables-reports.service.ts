import type { ApAging, ApAgingQuery, VendorStatement, VendorStatementQuery } from '@app/contract';
import { addDays, isoDay } from '@app/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { statementContext } from '../statements/period.js';
import type { Printable } from '../statements/printable.js';
import { agingOf } from './aging.compute.js';
import { openBillsKept, payableBalanceKept } from './open-bills.kept.js';
import { agingPrintable, vendorStatementPrintable } from './payables.print.js';
import * as read from './payables.read.js';
import { vendorStatementOf } from './vendor-statement.compute.js';

type Deps = { db: Db; clock: () => Date };
// The printable is built only when a file is asked for: with 80,000 open bills it cost ~100 ms of every JSON answer.

/**
 * The A/P aging as of a day (default today): the caller's company (Super-Admin names one; another's: 404).
 * Today and later answer from the bills' kept state (open-bills.kept.ts), a past day from the A/P lines up to it.
 */
export async function apAgingReport(deps: Deps, auth: AuthContext, q: ApAgingQuery): Promise<{ data: ApAging; printable: () => Printable }> {
  const ctx = await statementContext(deps, auth, { company_id: q.company_id, from: q.as_of, to: q.as_of, compare: 'none' });
  const asOf = ctx.period.to;
  const kept = asOf >= isoDay(deps.clock());
  const [bills, payable] = await Promise.all(
    kept
      ? [openBillsKept(deps.db, ctx.scope, asOf), payableBalanceKept(deps.db, ctx.scope, asOf)]
      : [read.openBills(deps.db, ctx.scope, asOf), read.payableBalance(deps.db, ctx.scope, asOf)],
  );
  const data = agingOf(bills, asOf, ctx, payable);
  return { data, printable: () => agingPrintable(data) };
}

/** One vendor's statement over a period: owed at the start, each posting and check, owed at the end. */
export async function vendorStatementReport(
  deps: Deps,
  auth: AuthContext,
  q: VendorStatementQuery,
): Promise<{ data: VendorStatement; printable: () => Printable }> {
  const ctx = await statementContext(deps, auth, { company_id: q.company_id, from: q.from, to: q.to, compare: 'none' });
  const vendorName = await read.vendorOfCompany(deps.db, ctx.scope, q.vendor_id);
  if (vendorName === null) throw notFound();
  const { from, to } = ctx.period;
  const [opening, entries, checks] = await Promise.all([
    read.vendorOwed(deps.db, ctx.scope, q.vendor_id, addDays(from, -1)),
    read.vendorEntries(deps.db, ctx.scope, q.vendor_id, from, to),
    read.vendorChecks(deps.db, ctx.scope, q.vendor_id, from, to),
  ]);
  const data = vendorStatementOf(
    { companyId: ctx.companyId, companyName: ctx.companyName, vendorId: q.vendor_id, vendorName, from, to },
    opening,
    entries,
    checks,
  );
  return { data, printable: () => vendorStatementPrintable(data) };
}
