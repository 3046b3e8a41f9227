import { BANK_STATEMENT_TEXT as T, type CheckRegisterRow, type SortDir, fromCents } from '@app/contract';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { searchAny, orderOf, textKey } from '../../db/list-sort.js';
import { checks, vendors } from '../../db/schema/index.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { inScope } from '../../plugins/company-scope.js';
import { clearedOn } from './cleared-on.js';

export interface RegisterFilter {
  scope: OneCompanyScope;
  bankAccountId: number;
  search?: string;
  sort: 'check_number' | 'check_date' | 'payee' | 'amount' | 'status';
  dir: SortDir;
}

/**
 * Every check of one bank account (voucher checks holding bill payments and standard checks: both carry the
 * account's check numbers) with the number before it in the account's numbering, computed over all the
 * account's checks BEFORE any search or page, so a gap is the bank account's gap, not the page's.
 */
const register = (db: DbOrTx, f: RegisterFilter) =>
  db
    .select({
      id: checks.id,
      checkNumber: checks.checkNumber,
      checkDate: checks.checkDate,
      checkType: checks.checkType,
      payee: sql<string>`${vendors.name}`.as('payee'),
      memo: checks.memo,
      amountCents: checks.amountCents,
      status: checks.status,
      clearedOn: clearedOn(checks.id).as('cleared_on'),
      previous: sql<number | null>`lag(${checks.checkNumber}) over (order by ${checks.checkNumber})`
        .mapWith((v) => (v === null ? null : Number(v)))
        .as('previous'),
    })
    .from(checks)
    .innerJoin(vendors, eq(vendors.id, checks.vendorId))
    .where(and(eq(checks.bankAccountId, f.bankAccountId), inScope(f.scope, checks.companyId)))
    .as('register');

/** The register's rows for the filter, sorted (id breaks ties), ready for limit/offset. */
export function registerRows(db: DbOrTx, f: RegisterFilter) {
  const r = register(db, f);
  const where: SQL | undefined = f.search
    ? searchAny(
        f.search,
        [r.payee, r.memo],
        sql`${r.checkNumber}::text = ${f.search}`,
        sql`(${r.amountCents}::numeric / 100)::text = ${f.search.replace(/[$,]/g, '')}`,
      )
    : undefined;
  const keys = { check_number: r.checkNumber, check_date: r.checkDate, payee: textKey(r.payee), amount: r.amountCents, status: r.status };
  return db
    .select()
    .from(r)
    .where(where)
    .orderBy(...orderOf(keys, f.sort, f.dir, r.id as never))
    .$dynamic();
}

export type RegisterRecord = Awaited<ReturnType<ReturnType<typeof registerRows>['execute']>>[number];

const missing = (r: { checkNumber: number; previous: number | null }) =>
  r.previous !== null && r.checkNumber - r.previous > 1 ? T.missing(r.previous + 1, r.checkNumber - 1) : null;

export function registerToWire(r: RegisterRecord): CheckRegisterRow {
  return {
    id: r.id,
    check_number: r.checkNumber,
    check_date: r.checkDate,
    check_type: r.checkType as CheckRegisterRow['check_type'],
    payee: r.payee,
    memo: r.memo,
    amount: fromCents(r.amountCents),
    status: r.status,
    status_name: registerStatus(r.status),
    cleared_on: r.clearedOn,
    missing_before: missing(r),
  };
}

export const missingBefore = missing;

/** A register says Issued or Void (the checks list's 'Check' reads oddly in a column of checks). */
export const registerStatus = (status: number) => (status === 2 ? 'Void' : 'Issued');

/** Every gap of the account's numbering, lowest first (whatever page or search the list shows). */
export async function gapsOf(db: DbOrTx, f: RegisterFilter): Promise<string[]> {
  const r = register(db, f);
  const rows = await db
    .select({ checkNumber: r.checkNumber, previous: r.previous })
    .from(r)
    .where(gt(sql`${r.checkNumber} - ${r.previous}`, 1))
    .orderBy(r.checkNumber);
  return rows.map((x) => missing({ checkNumber: Number(x.checkNumber), previous: Number(x.previous) }) as string);
}
