import { fromCents, M, type TrialBalance } from '@app/contract';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../errors.js';
import { accountTotals } from '../../ledger/index.js';
import { isoDay } from '@app/contract';
import { companyById } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { namesCompany, scopeOf } from '../../plugins/company-scope.js';
import { chartOf } from './reports.repo.js';

/**
 * The trial balance of one company as of a date: every account with postings, its debit and credit totals,
 * and its net balance in the Debit or Credit column. The two columns sum equal when the books balance.
 */
export async function trialBalance(deps: { db: Db; clock: () => Date }, auth: AuthContext, q: { company_id: number | null; as_of?: string }): Promise<TrialBalance> {
  if (auth.isSuperAdmin && !q.company_id) throw invalid(M.selectCompany, 'company_id');
  const scope = scopeOf(auth, q.company_id);
  const company = namesCompany(scope) ? await companyById(deps.db, scope.companyId) : undefined;
  if (!namesCompany(scope) || !company) throw notFound();
  const asOf = q.as_of ?? isoDay(deps.clock());
  const totals = await accountTotals(deps.db, { scope, asOf });
  const chart = await chartOf(deps.db, scope);
  // bigint: the columns' sums stay exact past 2^53.
  let debitSide = 0n;
  let creditSide = 0n;
  const rows = chart
    .filter((a) => totals.has(a.id))
    .map((a) => {
      const t = totals.get(a.id)!;
      const net = t.debitCents - t.creditCents;
      const debit = net > 0n ? net : 0n;
      const credit = net < 0n ? -net : 0n;
      debitSide += debit;
      creditSide += credit;
      return {
        account_id: a.id,
        account_number: a.number,
        account_name: a.name,
        account_type: a.type,
        total_debit: fromCents(t.debitCents),
        total_credit: fromCents(t.creditCents),
        debit: fromCents(debit),
        credit: fromCents(credit),
      };
    });
  return {
    company_id: company.id,
    company_name: company.legalName,
    as_of: asOf,
    rows,
    total_debit: fromCents(debitSide),
    total_credit: fromCents(creditSide),
    difference: fromCents(debitSide - creditSide),
  };
}
