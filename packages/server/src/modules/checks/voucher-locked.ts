import { type CheckRequest, M, CHECK_TEXT } from '@app/contract';
import { checkAmountInWords, type WordsGrouping } from '@app/contract/amount-in-words';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { transitionRefusal, transitionSql } from '../../documents/transition.js';
import { AppError, invalid } from '../../errors.js';
import { GATE } from '../../ledger/post-locked.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { billPaymentDocument } from '../bill-payments/bill-payment.document.js';
import { billDocument } from '../bills/bill.document.js';
import { checkDocument } from './check.document.js';
import { MAX_CHECK_NUMBER, planVoucher } from './checks.service.js';
import * as repo from './checks.repo.js';

/** A payment changed between the check and the lock: read and plan again (then usually a 409). */
const RETRIES = 3;

/**
 * A voucher run (issue 23 point 2): the payments read (with the checks' ids) and the run planned (every refusal
 * that does not depend on the lock) before the bank account's lock, then ONE statement: ledger_lock_checks (migration 0039) locks
 * the bank account, the bills and the payments as lockPayments did, refuses a payment changed since it was
 * read, and numbers the run under the lock; the checks, their payments and both statuses are written gated on
 * its answer. Answers the new checks' ids.
 */
export async function writeVoucherRun(
  tx: DbOrTx,
  run: { scope: OneCompanyScope; input: CheckRequest; grouping: WordsGrouping; day: string; now: Date; userId: number | null },
): Promise<number[]> {
  const { input } = run;
  for (let attempt = 0; ; attempt++) {
    const read = await repo.paymentsToCheck(tx, run.scope, input.paymentIds);
    const versions = new Map(read.map((r) => [r.p.id, r.version]));
    const planned = planVoucher(new Map(read.map((r) => [r.p.id, r])), run.scope.companyId, input, run.grouping);
    // the checks' ids, taken with the read (ascending, as the checks' numbers run)
    const ids = read
      .map((r) => r.checkId)
      .sort((x, y) => x - y)
      .slice(0, planned.length);
    const checks = sql.join(
      planned.map(
        (p, i) =>
          sql`(${ids[i]}::int, ${i}::int, ${p.vendorId}::int, ${p.amountCents}::bigint, ${checkAmountInWords(p.amountCents, run.grouping)}::text, ${p.billId}::int)`,
      ),
      sql`, `,
    );
    const links = sql.join(
      planned.flatMap((p, i) => p.paymentIds.map((pid) => sql`(${ids[i]}::int, ${pid}::int)`)),
      sql`, `,
    );
    const moves: Array<[string, SQL]> = planned.map((p, i) => [
      `p${i}`,
      transitionSql(tx, run.scope, billPaymentDocument, p.paymentIds, 'putOnCheck', { checkId: ids[i] }, GATE),
    ]);
    const own = moves.map(([name, body]) => sql`, ${sql.raw(name)} as (${body})`);
    const paymentIds = [...input.paymentIds];
    const billIds = planned.flatMap((p) => p.billIds);
    const res = await tx.execute(sql`
      with g as (select ok, first from ledger_lock_checks(${input.bankAccountId}::int, array[${sql.join(
        paymentIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}]::int[], array[${sql.join(
        paymentIds.map((id) => sql`${versions.get(id) ?? ''}::text`),
        sql`, `,
      )}]::text[], ${input.checkNumber}::bigint, ${planned.length}::int, ${MAX_CHECK_NUMBER}::bigint)),
      c as (
        insert into checks (id, company_id, bank_account_id, check_number, check_type, vendor_id, memo, amount_cents, status, check_date, bill_id, created_by, created_at, amount_words)
        select v.id, ${run.scope.companyId}::int, ${input.bankAccountId}::int, (select first from g) + v.i, ${input.type}::text, v.vendor_id, ${input.memo ?? ''}::text, v.amount_cents,
          ${checkDocument.initial}::smallint, ${run.day}::date, v.bill_id, ${run.userId}::int, ${run.now.toISOString()}::timestamptz, v.words
        from (values ${checks}) as v(id, i, vendor_id, amount_cents, words, bill_id) where ${GATE}
      ),
      cp as (insert into check_payments (check_id, bill_payment_id) select v.* from (values ${links}) as v(check_id, bill_payment_id) where ${GATE})
      ${sql.join(own, sql``)},
      b as (${transitionSql(tx, run.scope, billDocument, billIds, 'putOnCheck', { updatedAt: run.now }, GATE)})
      select (select ok from g) as ok, (select count(*) from b)::int as bills_moved, ${sql.join(
        moves.map(([name]) => sql`(select count(*) from ${sql.raw(name)})::int`),
        sql` + `,
      )} as payments_moved`);
    const row = res.rows[0] as { ok: string; bills_moved: number; payments_moved: number };
    if (row.ok === 'stale' && attempt < RETRIES) continue;
    if (row.ok === 'taken') throw new AppError(409, M.checkNumberTaken, { check_number: [M.checkNumberTaken] });
    if (row.ok === 'too_long') throw invalid(CHECK_TEXT.numberTooLong, 'check_number');
    if (row.ok !== 'ok') throw transitionRefusal(billPaymentDocument, 'putOnCheck'); // changed at every try
    if (Number(row.payments_moved) !== new Set(paymentIds).size) throw transitionRefusal(billPaymentDocument, 'putOnCheck');
    if (Number(row.bills_moved) !== new Set(billIds).size) throw transitionRefusal(billDocument, 'putOnCheck');
    return ids;
  }
}
