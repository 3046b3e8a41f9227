import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { executeNamed } from '../db/named-statement.js';
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
  return ids.length
    ? sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : null;
}

/**
 * What the lines of one company's entries name, in ONE query for all four kinds (and the company): the names
 * by kind+id ('a12', 'f3', 'x1', 'v40', 'c7') for the answer, and each account's totals so far (from
 * ledger_totals: a few rows per account) for the money-maximum check. Several entries of one company (a
 * payment run, postLocked) read theirs at once and check each against the same answer.
 */
export async function readReferences(tx: DbOrTx, companyId: number, lines: readonly PostLine[]): Promise<Map<string, RefName>> {
  // the ledger's function ledger_references (migration 0047): its statements are planned once per connection
  const params = [companyId, ...referenceIds(lines)];
  return referenceNames((await executeNamed(tx, 'ledger_references', LEDGER_REFERENCES, params)).rows as ReferenceRow[]);
}

const LEDGER_REFERENCES = 'select * from ledger_references($1::int, $2::int[], $3::int[], $4::int[], $5::int[])';

/** The distinct account, fund program, functional expense and vendor ids the lines name, ledger_references' arrays. */
const referenceIds = (lines: readonly PostLine[]) =>
  [lines.map((l) => l.accountId), lines.map((l) => l.fundProgramId), lines.map((l) => l.functionalExpenseId), lines.map((l) => l.vendorId)].map(distinct);

/**
 * The call of ledger_references for these lines, for a caller that folds the posting's references into a read of
 * its own (a new bill's). Every kind is a parameter array, even an empty one: the text never changes.
 */
export function referencesCall(companyId: number, lines: readonly PostLine[]): SQL {
  const list = (ids: number[]) => sql`${sql.param(ids)}::int[]`;
  return sql`ledger_references(${companyId}::int, ${sql.join(referenceIds(lines).map(list), sql`, `)})`;
}

/** A row of ledger_references (a caller folding the function into a read of its own, bill_payment_reads, gets the same). */
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

/** ledger_references' rows as readReferences answers them. */
export function referenceNames(rows: readonly ReferenceRow[]): Map<string, RefName> {
  const found = new Map<string, RefName>();
  for (const r of rows) {
    const totals = { debitCents: BigInt(r.d ?? 0), creditCents: BigInt(r.c ?? 0) };
    found.set(`${r.k}${r.id}`, { name: r.name, number: r.number, companyId: Number(r.company_id), status: r.status, kind: r.kind, ...totals });
  }
  return found;
}
