import { ACCOUNT_TYPES, STATEMENT_TEXT } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Books, ChartAccount, Fund, FunctionalExpense, InterfundRole, Restriction } from '../statements/books.js';
import { TYPE } from '../statements/classes.js';
import type { CompanySet } from './company-set.js';
import { plainReadKey, readKeySql } from './set-totals.js';

export type IntercompanyRole = 'due_to' | 'due_from' | 'remittance_revenue' | 'remittance_expense';

/** One company account as a roll-up reads it (or, under a negative read key, every plain account of a standard one). */
export interface SetAccount {
  companyId: number;
  /** the roll-up chart's account it is summed into */
  groupId: number;
  intercompanyRole: IntercompanyRole | null;
  counterpartyId: number | null;
}

/** The roll-up's books: the standard chart (plus the named unmapped accounts) and how each company account reads. */
export interface GroupBooks {
  books: Books;
  accounts: Map<number, SetAccount>;
  /** functional expense id -> the id of the first one of that name (one column per name across companies) */
  feAlias: Map<number, number>;
}

// Roll-up chart ids that are no standard account: negative, never a real id.
export const UNMATCHED_ASSET = -1;
export const UNMATCHED_LIABILITY = -2;
export const UNMATCHED_REVENUE = -3;
const ROLE_IDS: Record<InterfundRole, number> = { due_from: -11, due_to: -12, transfers_in: -13, transfers_out: -14 };
const typeName = new Map<number, string>(ACCOUNT_TYPES.map((t) => [t.id, t.name]));

const pseudo = (id: number, number: string, name: string, typeId: number, role: InterfundRole | null = null): ChartAccount => ({
  id,
  number,
  name,
  typeId,
  type: typeName.get(typeId) ?? String(typeId),
  role,
});

type AccountRow = {
  id: number;
  company_id: number;
  account_number: string;
  account_name: string;
  account_type_id: number;
  interfund_role: InterfundRole | null;
  standard_account_id: number | null;
  intercompany_role: IntercompanyRole | null;
  counterparty_company_id: number | null;
};

/**
 * The books of a set read by the standard chart: a mapped account sums into its standard account; an unmapped
 * one stays its own row, named "Unmapped: 6123 Youth trips (Church A)" so nothing is left out; the interfund
 * accounts (loans between a company's own funds) sum per role, so the statements still net them. Funds keep
 * their ids (unique across companies), a company's own fund named with its company when the set has several.
 */
export async function loadGroupBooks(db: DbOrTx, set: CompanySet): Promise<GroupBooks> {
  const ids = `{${set.companies.map((c) => c.id).join(',')}}`;
  const names = new Map(set.companies.map((c) => [c.id, c.name]));
  const several = set.companies.length > 1;
  const [std, acc, funds, fes] = await Promise.all([
    db.execute(sql`select id, account_number, account_name, account_type_id from standard_accounts order by account_number, id`),
    // Only the accounts that read as themselves (set-totals.ts readKeySql); the plain ones read as their standard account.
    db.execute(sql`select id, company_id, account_number, account_name, account_type_id, interfund_role, standard_account_id, intercompany_role, counterparty_company_id
      from accounts acc where company_id = any(${ids}::int[]) and ${readKeySql} > 0 order by account_number, id`),
    db.execute(sql`select id, company_id, name, restriction, release_on::text as release_on, deleted_at from fund_programs
      where company_id = any(${ids}::int[]) or company_id = 0 order by name, id`),
    db.execute(sql`select id, company_id, name, deleted_at from functional_expenses where company_id = any(${ids}::int[]) or company_id = 0 order by name, id`),
  ]);
  const chart = new Map<number, ChartAccount>();
  for (const s of std.rows as { id: number; account_number: string; account_name: string; account_type_id: number }[])
    chart.set(Number(s.id), pseudo(Number(s.id), s.account_number, s.account_name, Number(s.account_type_id)));
  chart.set(UNMATCHED_ASSET, pseudo(UNMATCHED_ASSET, '', STATEMENT_TEXT.unmatchedIntercompany, TYPE.otherCurrentAsset));
  chart.set(UNMATCHED_LIABILITY, pseudo(UNMATCHED_LIABILITY, '', STATEMENT_TEXT.unmatchedIntercompany, TYPE.otherCurrentLiability));
  chart.set(UNMATCHED_REVENUE, pseudo(UNMATCHED_REVENUE, '', STATEMENT_TEXT.unmatchedRemittance, TYPE.income));

  const accounts = new Map<number, SetAccount>();
  // The plain accounts of every company, summed per standard account by the read (setTotalsAsOfDays).
  for (const id of chart.keys()) if (id > 0) accounts.set(plainReadKey(id), { companyId: 0, groupId: id, intercompanyRole: null, counterpartyId: null });
  // Chart order: by number, an unmapped account among its neighbours, the unmatched rows after the rest.
  const sortKey = new Map<number, string>([...chart.values()].map((c) => [c.id, c.number || '\uffff']));
  for (const a of acc.rows as AccountRow[]) {
    const id = Number(a.id);
    const typeId = Number(a.account_type_id);
    let groupId: number;
    if (a.interfund_role) {
      groupId = ROLE_IDS[a.interfund_role];
      if (!chart.has(groupId)) {
        chart.set(groupId, pseudo(groupId, a.account_number, a.account_name, typeId, a.interfund_role));
        sortKey.set(groupId, a.account_number);
      }
    } else if (a.standard_account_id !== null && chart.has(Number(a.standard_account_id))) {
      groupId = Number(a.standard_account_id);
    } else {
      // Unmapped: its own row under its own id (negative: never clashes with a standard account's).
      groupId = -1000 - id;
      const who = several ? ` (${names.get(Number(a.company_id))})` : '';
      // Named with its number (the row shows no number of its own: it is no standard account).
      chart.set(groupId, pseudo(groupId, '', `${STATEMENT_TEXT.unmapped}: ${a.account_number} ${a.account_name}${who}`, typeId));
      sortKey.set(groupId, a.account_number);
    }
    accounts.set(id, {
      companyId: Number(a.company_id),
      groupId,
      intercompanyRole: a.intercompany_role,
      counterpartyId: a.counterparty_company_id === null ? null : Number(a.counterparty_company_id),
    });
  }
  const key = (c: ChartAccount) => sortKey.get(c.id) ?? c.number;
  const sorted = new Map([...chart.entries()].sort(([, x], [, y]) => key(x).localeCompare(key(y)) || x.name.localeCompare(y.name)));

  type FundRow = { id: number; company_id: number; name: string; restriction: Restriction; release_on: string | null; deleted_at: unknown };
  const fundMap = new Map<number, Fund>();
  for (const f of funds.rows as FundRow[]) {
    const own = Number(f.company_id) !== 0;
    fundMap.set(Number(f.id), {
      id: Number(f.id),
      name: own && several ? `${f.name} (${names.get(Number(f.company_id))})` : f.name,
      restriction: f.restriction,
      releaseOn: f.release_on,
      live: own && !f.deleted_at,
    });
  }
  const feAlias = new Map<number, number>();
  const firstByName = new Map<string, FunctionalExpense>();
  for (const x of fes.rows as { id: number; company_id: number; name: string; deleted_at: unknown }[]) {
    const key = x.name.trim().toLowerCase();
    const live = Number(x.company_id) === set.head.id && !x.deleted_at;
    const first = firstByName.get(key);
    if (first) {
      feAlias.set(Number(x.id), first.id);
      if (live) first.live = true;
    } else {
      firstByName.set(key, { id: Number(x.id), name: x.name, live });
      feAlias.set(Number(x.id), Number(x.id));
    }
  }
  return { books: { chart: sorted, funds: fundMap, functionalExpenses: [...firstByName.values()] }, accounts, feAlias };
}
