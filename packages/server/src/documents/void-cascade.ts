import type { SourceType } from '@app/contract';
import type { DbOrTx } from '../db/client.js';
import type { AuthContext } from '../plugins/access.js';
import type { BillPayment } from '../modules/bill-payments/bill-payments.repo.js';
import type { Bill } from '../modules/bills/bills.repo.js';
import type { Check } from '../modules/checks/checks.repo.js';

/** What a cascade step gets: the document being voided (locked, with its void group), the void day, who, when. */
export interface VoidContext<Row> {
  tx: DbOrTx;
  row: Row;
  /** the day the reversals are dated */
  date: string;
  auth: AuthContext;
  now: Date;
}

export type VoidStep<Row> = (ctx: VoidContext<Row>) => Promise<void>;

/**
 * The void cascade (DESIGN.md section 6), one step per document that has something to void before or with it
 * (its declaration's `voidsFirst` / `voidsWith`). Composed explicitly in documents/registry.ts and handed to the
 * services through the app's deps; never filled by import side effects, so a missing step does not compile.
 */
export interface VoidCascade extends Record<Extract<SourceType, 'bill' | 'bill_payment' | 'check'>, VoidStep<never>> {
  /** a Paid or Check bill: void its live payment (and that payment's check) first; the bill must then be Created */
  bill: VoidStep<Bill>;
  /** a payment on a check: void the check first (its other payments and their bills return to Paid) */
  bill_payment: VoidStep<BillPayment>;
  /** a standard check: void its own bill (and so that bill's payment) with it */
  check: VoidStep<Check>;
}
