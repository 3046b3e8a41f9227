import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, functionalExpenses, fundPrograms, vendors } from '../../db/schema/index.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import { type ItemTable, usableWhere } from '../settings-items/items.repo.js';
import { idList } from '../../ledger/references.js';
import { liveVendorIn } from '../vendors/vendors.repo.js';

/** What a bill's references name, as one read found them (bills.service.ts checks the bill against it). */
export interface BillReferences {
  /** the vendor asked about, when live and the company's */
  vendors: ReadonlySet<number>;
  /** the company's accounts asked about (the payable and every line's), whatever their type and status */
  accounts: ReadonlyMap<number, { companyId: number; typeId: number; status: string }>;
  /** fund programs and functional expenses a new line may use: the company's own or global, active, not deleted */
  funds: ReadonlySet<number>;
  expenses: ReadonlySet<number>;
}

const ids = (of: ReadonlyArray<number | null | undefined>) => idList(of) ?? sql`null`;

/**
 * A bill's vendor, accounts, fund programs and functional expenses in ONE read (issue 23 point 2: one round trip
 * before the company's lock instead of two plus three a line), each kind with the rule that offers it: a live
 * vendor of the company, the company's accounts, the company's or the global active items.
 */
export async function readBillReferences(
  db: DbOrTx,
  scope: OneCompanyScope,
  asked: { vendorId?: number; accountIds: number[]; fundIds: Array<number | null | undefined>; expenseIds: Array<number | null | undefined> },
): Promise<BillReferences> {
  const items = (table: ItemTable, k: string, of: Array<number | null | undefined>) =>
    sql`select ${k}::text, ${table.id}, ${table.companyId}, null::int, null::text from ${table} where ${table.id} in (${ids(of)}) and ${usableWhere(table, scope)}`;
  const res = await db.execute(sql`
    select 'v'::text as k, ${vendors.id} as id, ${vendors.companyId} as company_id, null::int as type_id, null::text as status from ${vendors}
      where ${vendors.id} in (${ids([asked.vendorId])}) and ${liveVendorIn(scope)}
    union all
    select 'a', ${accounts.id}, ${accounts.companyId}, ${accounts.accountTypeId}, ${accounts.status} from ${accounts}
      where ${accounts.id} in (${ids(asked.accountIds)}) and ${inScope(scope, accounts.companyId)}
    union all ${items(fundPrograms, 'f', asked.fundIds)}
    union all ${items(functionalExpenses as unknown as ItemTable, 'x', asked.expenseIds)}`);
  const found = {
    vendors: new Set<number>(),
    accounts: new Map<number, { companyId: number; typeId: number; status: string }>(),
    funds: new Set<number>(),
    expenses: new Set<number>(),
  };
  for (const r of res.rows as Array<{ k: string; id: number; company_id: number; type_id: number | null; status: string | null }>) {
    const id = Number(r.id);
    if (r.k === 'v') found.vendors.add(id);
    else if (r.k === 'a') found.accounts.set(id, { companyId: Number(r.company_id), typeId: Number(r.type_id), status: String(r.status) });
    else if (r.k === 'f') found.funds.add(id);
    else found.expenses.add(id);
  }
  return found;
}
