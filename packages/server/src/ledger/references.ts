import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { PostLine } from './lines.js';

/** What a posting's line names, as the reference read found it (post.ts checks the lines against it). */
export type RefName = {
  name: string;
  number: string | null;
  companyId: number;
  status: string | null;
  /** an account's type id, a fund program's restriction (as text) */
  kind: string | null;
  debitCents: bigint;
  creditCents: bigint;
};

const distinct = (ids: ReadonlyArray<number | null | undefined>) => [...new Set(ids.filter((v): v is number => typeof v === 'number'))];

/** The distinct ids given, as a SQL value list for `in (…)`; null when there are none. */
export function idList(of: ReadonlyArray<number | null | undefined>): SQL | null {
  const ids = distinct(of);
  return ids.length ? sql.join(ids.map((id) => sql`${id}::int`), sql`, `) : null;
}

/**
 * What the lines of one company's entries name, in ONE query for all four kinds (and the company): the names
 * by kind+id ('a12', 'f3', 'x1', 'v40', 'c7') for the answer, and each account's totals so far (from
 * ledger_totals: a few rows per account) for the money-maximum check. Several entries of one company (a
 * payment run, postLocked) read theirs at once and check each against the same answer.
 */
export async function readReferences(tx: DbOrTx, companyId: number, lines: readonly PostLine[]): Promise<Map<string, RefName>> {
  const ids = {
    a: idList(lines.map((l) => l.accountId)) ?? sql`null`,
    f: idList(lines.map((l) => l.fundProgramId)),
    x: idList(lines.map((l) => l.functionalExpenseId)),
    v: idList(lines.map((l) => l.vendorId)),
  };
  return referenceNames((await tx.execute(referencesSql(companyId, ids))).rows as ReferenceRow[]);
}

/** The ids of each kind to read: value lists, or a sub-select (a caller reading them in a statement of its own); null: none. */
export type ReferencedIds = { a: SQL; f: SQL | null; x: SQL | null; v: SQL | null };
export type ReferenceRow = {
  k: string;
  id: number;
  company_id: number;
  name: string;
  number: string | null;
  status: string | null;
  d: string | null;
  c: string | null;
  kind: string | null;
};

/** readReferences' query, for a caller that folds it into a read of its own (a payment's reads before its lock). */
export function referencesSql(companyId: number, ids: ReferencedIds): SQL {
  const kinds = [
    { k: 'f', ids: ids.f, table: 'fund_programs', owner: sql`company_id in (${companyId}::int, 0)`, kind: 'restriction' },
    { k: 'x', ids: ids.x, table: 'functional_expenses', owner: sql`company_id in (${companyId}::int, 0)`, kind: 'null' },
    { k: 'v', ids: ids.v, table: 'vendors', owner: sql`company_id = ${companyId}::int`, kind: 'null' },
  ];
  // The company's fund-share setting rides along (issue 24): one round trip still.
  const sums = (col: string) => sql.raw(`(select coalesce(sum(t.${col}), 0) from ledger_totals t where t.account_id = accounts.id)::text`);
  const parts = [
    sql`select 'a' as k, id, company_id, account_name as name, account_number as number, status, ${sums('debit_cents')} as d, ${sums('credit_cents')} as c,
        account_type_id::text as kind from accounts where id in (${ids.a})`,
    sql`select 'c', id, id, legal_name, null, case when deleted_at is null then 'live' else 'deleted' end, null, null, refuse_fund_overdraft::text from companies where id = ${companyId}::int`,
  ];
  for (const c of kinds) {
    if (c.ids)
      parts.push(
        sql`select ${c.k}::text, id, company_id, name, null, null, null, null, ${sql.raw(c.kind)}::text from ${sql.raw(c.table)} where id in (${c.ids}) and ${c.owner}`,
      );
  }
  return sql.join(parts, sql` union all `);
}

/** referencesSql's rows as readReferences answers them. */
export function referenceNames(rows: readonly ReferenceRow[]): Map<string, RefName> {
  const found = new Map<string, RefName>();
  for (const r of rows) {
    const totals = { debitCents: BigInt(r.d ?? 0), creditCents: BigInt(r.c ?? 0) };
    found.set(`${r.k}${r.id}`, { name: r.name, number: r.number, companyId: Number(r.company_id), status: r.status, kind: r.kind, ...totals });
  }
  return found;
}

