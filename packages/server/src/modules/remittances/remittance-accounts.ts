import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, remittanceAccounts } from '../../db/schema/index.js';
import { freeNumber } from '../../ledger/interfund.js';
import { lockCompany } from '../../lib/lookups.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

/**
 * The accounts a remittance posts to, made when first needed (issue 27 point 3). Each is found through
 * remittance_accounts (company, role, counterparty), so renaming or renumbering it later changes nothing;
 * made under the company row lock (two first runs make it once), numbered at its base or the next free number.
 */
type Role = 'due_to' | 'due_from' | 'revenue';

const SPEC: Record<Role, { base: number; typeId: number; name: (other: string) => string; description: (other: string) => string }> = {
  due_to: { base: 2400, typeId: 7, name: (p) => `Due to ${p}`, description: (p) => `Remittances owed to ${p}` },
  due_from: { base: 1400, typeId: 3, name: (c) => `Due from ${c}`, description: (c) => `Remittances owed by ${c}` },
  revenue: { base: 4500, typeId: 10, name: () => 'Assessment Revenue', description: () => 'Assessments and remittances from the companies below' },
};

/** The company row's lock (lockCompany) and the chart's numbers. */
async function lockedChart(tx: DbOrTx, scope: OneCompanyScope) {
  const level = (await lockCompany(tx, scope.companyId))?.accessLevelId ?? null;
  const taken = new Set((await tx.select({ number: accounts.accountNumber }).from(accounts).where(inScope(scope, accounts.companyId))).map((r) => r.number));
  return { level, taken };
}

export async function remittanceAccount(tx: DbOrTx, scope: OneCompanyScope, role: Role, other: { id: number; name: string }): Promise<number> {
  const { companyId } = scope;
  const counterparty = role === 'revenue' ? 0 : other.id;
  const find = async () =>
    (
      await tx
        .select({ id: remittanceAccounts.accountId })
        .from(remittanceAccounts)
        .where(and(inScope(scope, remittanceAccounts.companyId), eq(remittanceAccounts.role, role), eq(remittanceAccounts.counterpartyCompanyId, counterparty)))
    )[0]?.id;
  const found = await find();
  if (found) return found;
  const { level, taken } = await lockedChart(tx, scope);
  const again = await find();
  if (again) return again;
  const spec = SPEC[role];
  const [row] = await tx
    .insert(accounts)
    .values({
      companyId,
      accountNumber: freeNumber(spec.base, taken),
      accountName: spec.name(other.name).slice(0, 255),
      accountTypeId: spec.typeId,
      description: spec.description(other.name).slice(0, 255),
      level,
      status: 'Active',
      // The roll-up statements eliminate a due to / due from pair between two companies of the set (issue 27
      // point 4) by these marks. The one revenue account serves every child, so it names no counterparty.
      ...(role === 'revenue' ? {} : { intercompanyRole: role, counterpartyCompanyId: other.id }),
    })
    .returning({ id: accounts.id });
  await tx.insert(remittanceAccounts).values({ companyId, role, counterpartyCompanyId: counterparty, accountId: row.id });
  return row.id;
}

/**
 * A standard-chart account by its number (5400 Denominational Assessments, 2200 Funds held for others), made
 * when the company's chart lacks it (a company made before the standard chart had it).
 */
export async function standardAccount(tx: DbOrTx, scope: OneCompanyScope, number: string, name: string, typeId: number, description: string): Promise<number> {
  const { companyId } = scope;
  const find = async () =>
    (
      await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(inScope(scope, accounts.companyId), eq(accounts.accountNumber, number)))
    )[0]?.id;
  const found = await find();
  if (found) return found;
  const { level } = await lockedChart(tx, scope);
  const again = await find();
  if (again) return again;
  const [row] = await tx
    .insert(accounts)
    .values({ companyId, accountNumber: number, accountName: name, accountTypeId: typeId, description, level, status: 'Active' })
    .returning({ id: accounts.id });
  return row.id;
}
