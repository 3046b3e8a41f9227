import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accounts, companies } from '../db/schema/index.js';
import { notFound } from '../errors.js';
import type { PostLine } from './lines.js';

/**
 * Interfund accounts (issue 24, DESIGN.md section 10): money lent between funds goes through the company's
 * due-to / due-from other funds accounts (they net to zero on the company's own statements); money given
 * for good is an interfund transfer on the transfers in / out net asset accounts. Each company has at most
 * one account per role (accounts.interfund_role, unique), created the first time an entry needs it.
 */
export type InterfundRole = 'due_from' | 'due_to' | 'transfers_in' | 'transfers_out';
export type InterfundKind = 'loan' | 'transfer';

/** What a missing role account is created as: numbers near the standard chart's groups (standard-chart.ts). */
export const INTERFUND_ACCOUNTS: Record<InterfundRole, { number: number; name: string; typeId: number; description: string }> = {
  due_from: { number: 1300, name: 'Due from other funds', typeId: 3, description: 'What other funds owe a fund (interfund loans)' },
  due_to: { number: 2300, name: 'Due to other funds', typeId: 7, description: 'What a fund owes other funds (interfund loans)' },
  transfers_in: { number: 3900, name: 'Interfund transfers in', typeId: 9, description: 'Net assets a fund received from other funds for good' },
  transfers_out: { number: 3910, name: 'Interfund transfers out', typeId: 9, description: 'Net assets a fund gave to other funds for good' },
};

export interface InterfundAccount {
  id: number;
  number: string;
  name: string;
}

async function findRole(tx: DbOrTx, companyId: number, role: InterfundRole): Promise<InterfundAccount | undefined> {
  const [row] = await tx
    .select({ id: accounts.id, number: accounts.accountNumber, name: accounts.accountName })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.interfundRole, role)));
  return row;
}

/**
 * The company's account for an interfund role, created when missing: under the company row lock (two
 * first loans racing create it once), numbered at the role's base number or the next free one after it
 * (a chart that already uses 1300 gets 1301). Call inside the posting transaction.
 */
export async function interfundAccount(tx: DbOrTx, companyId: number, role: InterfundRole): Promise<InterfundAccount> {
  const found = await findRole(tx, companyId, role);
  if (found) return found;
  const [company] = await tx
    .select({ id: companies.id, level: companies.accessLevelId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  if (!company) throw notFound();
  const again = await findRole(tx, companyId, role);
  if (again) return again;
  const spec = INTERFUND_ACCOUNTS[role];
  // A chart is a few hundred accounts at most: read its numbers once.
  const taken = new Set((await tx.select({ number: accounts.accountNumber }).from(accounts).where(eq(accounts.companyId, companyId))).map((r) => r.number));
  const number = freeNumber(spec.number, taken);
  const [row] = await tx
    .insert(accounts)
    .values({
      companyId,
      accountNumber: number,
      accountName: spec.name,
      accountTypeId: spec.typeId,
      description: spec.description,
      level: company.level,
      status: 'Active',
      interfundRole: role,
    })
    .returning({ id: accounts.id, number: accounts.accountNumber, name: accounts.accountName });
  return row;
}

/** The first number from `base` up that the chart does not use. */
export function freeNumber(base: number, taken: ReadonlySet<string>): string {
  let n = base;
  while (taken.has(String(n))) n++;
  return String(n);
}

/** The accounts completeInterfund posts to for one kind. */
export type InterfundAccounts = { kind: 'loan'; dueFrom: number; dueTo: number } | { kind: 'transfer'; transfersIn: number; transfersOut: number };

/** The roles a kind needs, in the order they are created. */
export const ROLES_OF: Record<InterfundKind, readonly [InterfundRole, InterfundRole]> = {
  loan: ['due_from', 'due_to'],
  transfer: ['transfers_out', 'transfers_in'],
};

/** The company's accounts for a kind, each created when first needed (inside the posting transaction). */
export async function interfundAccounts(tx: DbOrTx, companyId: number, kind: InterfundKind): Promise<InterfundAccounts> {
  if (kind === 'loan') {
    const dueFrom = await interfundAccount(tx, companyId, 'due_from');
    const dueTo = await interfundAccount(tx, companyId, 'due_to');
    return { kind, dueFrom: dueFrom.id, dueTo: dueTo.id };
  }
  const out = await interfundAccount(tx, companyId, 'transfers_out');
  const inn = await interfundAccount(tx, companyId, 'transfers_in');
  return { kind, transfersIn: inn.id, transfersOut: out.id };
}

/** A fund's key in per-fund sums: its id, or null for the untagged lines (a fund of their own). */
export type FundKey = number | null;

/** Debits minus credits per fund, in the order the funds first appear; only the funds that do not balance. */
export function fundImbalances(lines: readonly PostLine[]): Array<{ fund: FundKey; netCents: number }> {
  const net = new Map<FundKey, number>();
  for (const l of lines) {
    const fund = l.fundProgramId ?? null;
    net.set(fund, (net.get(fund) ?? 0) + l.debitCents - l.creditCents);
  }
  return [...net].filter(([, cents]) => cents !== 0).map(([fund, netCents]) => ({ fund, netCents }));
}

/**
 * The entry's lines plus the lines that make each fund balance (pure). A fund whose debits exceed its
 * credits received something: a loan credits its 'Due to other funds' (it owes), a transfer its
 * 'Interfund transfers in'. A fund whose credits exceed its debits gave: a loan debits its 'Due from other
 * funds' (it is owed), a transfer its 'Interfund transfers out'. Each added line carries the fund's tag.
 * The entry as a whole must already balance, so the added lines balance too.
 */
export function completeInterfund(lines: readonly PostLine[], kind: InterfundKind, acc: InterfundAccounts): PostLine[] {
  if (acc.kind !== kind) throw new Error(`interfund accounts of a ${acc.kind} given for a ${kind}`);
  const received = acc.kind === 'loan' ? acc.dueTo : acc.transfersIn;
  const gave = acc.kind === 'loan' ? acc.dueFrom : acc.transfersOut;
  const memo = kind === 'loan' ? 'Interfund loan' : 'Interfund transfer';
  const added = fundImbalances(lines).map(({ fund, netCents }) =>
    netCents > 0
      ? { accountId: received, debitCents: 0, creditCents: netCents, fundProgramId: fund, memo }
      : { accountId: gave, debitCents: -netCents, creditCents: 0, fundProgramId: fund, memo },
  );
  return [...lines, ...added];
}
