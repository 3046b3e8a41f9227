import type { CheckStock, PreprintedElement, PrintSetupInput } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checkPrintSetups } from '../../db/schema/index.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

export type PrintSetupRow = typeof checkPrintSetups.$inferSelect;

/** What the printer needs of a bank account's set-up (defaults when it was never saved): what was saved. */
export type PrintSetup = PrintSetupInput;

export const DEFAULT_SETUP: PrintSetup = {
  bankName: '',
  bankAddressLine1: '',
  bankAddressLine2: '',
  routingNumber: '',
  accountNumber: '',
  stock: 'voucher',
  preprinted: [],
  offsetX: 0,
  offsetY: 0,
  firstCheckNumber: null,
};

/** The saved set-up of a bank account within the scope (undefined: never saved). */
export async function findSetup(db: DbOrTx, scope: CompanyScope, bankAccountId: number): Promise<PrintSetupRow | undefined> {
  const [row] = await db
    .select()
    .from(checkPrintSetups)
    .where(and(eq(checkPrintSetups.bankAccountId, bankAccountId), inScope(scope, checkPrintSetups.companyId)));
  return row;
}

/** The saved set-up of a bank account the caller's check or bank account already vouched for (printing). */
async function setupOfAccount(db: DbOrTx, scope: CompanyScope, bankAccountId: number): Promise<PrintSetupRow | undefined> {
  const [row] = await db
    .select()
    .from(checkPrintSetups)
    .where(and(eq(checkPrintSetups.bankAccountId, bankAccountId), inScope(scope, checkPrintSetups.companyId)));
  return row;
}

export const setupOf = (row: PrintSetupRow | undefined): PrintSetup =>
  row ? { ...row, stock: row.stock as CheckStock, preprinted: row.preprinted as PreprintedElement[] } : DEFAULT_SETUP;

/** The set-up the printer uses for a bank account. */
export const printSetupOf = async (db: DbOrTx, scope: CompanyScope, bankAccountId: number) => setupOf(await setupOfAccount(db, scope, bankAccountId));

/** Where the next check of the account starts when none was issued above it (null: 1). */
export async function firstCheckNumber(db: DbOrTx, scope: CompanyScope, bankAccountId: number): Promise<number | null> {
  const [row] = await db
    .select({ n: checkPrintSetups.firstCheckNumber })
    .from(checkPrintSetups)
    .where(and(eq(checkPrintSetups.bankAccountId, bankAccountId), inScope(scope, checkPrintSetups.companyId)));
  return row?.n ?? null;
}

/** Saves the set-up of a bank account of the scope's company (the company comes from the scope). */
export async function upsertSetup(tx: DbOrTx, scope: OneCompanyScope, values: Omit<typeof checkPrintSetups.$inferInsert, 'companyId'>): Promise<PrintSetupRow> {
  const { bankAccountId, ...rest } = values;
  const companyId = scope.companyId;
  const [row] = await tx
    .insert(checkPrintSetups)
    .values({ ...values, companyId })
    .onConflictDoUpdate({ target: checkPrintSetups.bankAccountId, set: { ...rest, companyId } })
    .returning();
  return row;
}
