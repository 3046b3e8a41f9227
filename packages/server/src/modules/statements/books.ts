import { ACCOUNT_TYPES } from '@app/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, functionalExpenses, fundPrograms } from '../../db/schema/index.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

export type Restriction = 'without' | 'purpose' | 'time' | 'perpetual';
export type InterfundRole = 'due_from' | 'due_to' | 'transfers_in' | 'transfers_out';

export interface ChartAccount {
  id: number;
  number: string;
  name: string;
  typeId: number;
  type: string;
  role: InterfundRole | null;
}
export interface Fund {
  /** null: the untagged lines, the company's undesignated money */
  id: number | null;
  name: string;
  restriction: Restriction;
  releaseOn: string | null;
  /** the company's own live fund (listed even without lines) */
  live: boolean;
}
export interface FunctionalExpense {
  id: number;
  name: string;
  live: boolean;
}

/** What the statements need besides the totals: the chart, the fund programs and the functional expenses. */
export interface Books {
  chart: Map<number, ChartAccount>;
  funds: Map<number, Fund>;
  functionalExpenses: FunctionalExpense[];
}

const typeName = new Map<number, string>(ACCOUNT_TYPES.map((t) => [t.id, t.name]));

/**
 * The company's chart and the fund programs and functional expenses its lines may carry: its own and the
 * global ones (company 0), deleted ones included (old lines keep their tags).
 */
export async function loadBooks(db: DbOrTx, scope: OneCompanyScope): Promise<Books> {
  const { companyId } = scope;
  const [chart, funds, fes] = await Promise.all([
    db
      .select({ id: accounts.id, number: accounts.accountNumber, name: accounts.accountName, typeId: accounts.accountTypeId, role: accounts.interfundRole })
      .from(accounts)
      .where(inScope(scope, accounts.companyId))
      .orderBy(asc(accounts.accountNumber), asc(accounts.id)),
    db
      .select({
        id: fundPrograms.id,
        companyId: fundPrograms.companyId,
        name: fundPrograms.name,
        restriction: fundPrograms.restriction,
        releaseOn: fundPrograms.releaseOn,
        deletedAt: fundPrograms.deletedAt,
      })
      .from(fundPrograms)
      .where(inArray(fundPrograms.companyId, [0, companyId]))
      .orderBy(asc(fundPrograms.name), asc(fundPrograms.id)),
    db
      .select({ id: functionalExpenses.id, companyId: functionalExpenses.companyId, name: functionalExpenses.name, deletedAt: functionalExpenses.deletedAt })
      .from(functionalExpenses)
      .where(inArray(functionalExpenses.companyId, [0, companyId]))
      .orderBy(asc(functionalExpenses.name), asc(functionalExpenses.id)),
  ]);
  return {
    chart: new Map(chart.map((a) => [a.id, { ...a, type: typeName.get(a.typeId) ?? String(a.typeId), role: a.role ?? null }])),
    funds: new Map(
      funds.map((f) => [f.id, { id: f.id, name: f.name, restriction: f.restriction, releaseOn: f.releaseOn, live: f.companyId === companyId && !f.deletedAt }]),
    ),
    functionalExpenses: fes.map((x) => ({ id: x.id, name: x.name, live: x.companyId === companyId && !x.deletedAt })),
  };
}
