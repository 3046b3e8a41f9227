import { formatUsd, FUND_TEXT, type FundRestriction } from '@app/contract';
import { type FundKey, fundImbalances, type InterfundKind } from './interfund.js';
import { ledgerError, type PostLine } from './lines.js';

/**
 * The fund rules every posting obeys (issue 24, DESIGN.md section 10), as pure checks of an entry's lines.
 * post() calls them after the reference check, which gives each fund program's name and restriction and
 * each account's type. Reversals are not checked: undoing an old posting must always be possible.
 */
export interface FundFacts {
  /** the fund program's name; null: the untagged lines */
  fundName(fund: FundKey): string;
  /** the fund's class; untagged lines are without donor restrictions */
  restrictionOf(fund: FundKey): FundRestriction;
  accountTypeOf(accountId: number): number;
}

/** The account type of expenses (contract ACCOUNT_TYPES). */
export const EXPENSES_TYPE = 11;

/** An amount in a message: "1,234.56". */
const amountText = (cents: number) => formatUsd(Math.abs(cents)).replace('$', '');

/**
 * Every entry balances within each fund: the debits of each fund program's lines equal its credits, the
 * untagged lines forming a fund of their own. 422 naming each fund that is off, by how much and which way.
 */
export function checkFundsBalance(lines: readonly PostLine[], facts: Pick<FundFacts, 'fundName'>): void {
  const off = fundImbalances(lines);
  if (!off.length) return;
  throw ledgerError(
    FUND_TEXT.fundsUnbalanced(off.map((f) => ({ name: facts.fundName(f.fund), amount: amountText(f.netCents), debitsOver: f.netCents > 0 }))),
    'lines',
  );
}

/** A perpetual (endowment) fund's principal is never spent: no expense line may carry its tag. */
export function checkPerpetualExpenses(lines: readonly PostLine[], facts: FundFacts): void {
  lines.forEach((l, i) => {
    const fund = l.fundProgramId ?? null;
    if (fund !== null && l.debitCents > 0 && facts.accountTypeOf(l.accountId) === EXPENSES_TYPE && facts.restrictionOf(fund) === 'perpetual')
      throw ledgerError(FUND_TEXT.perpetualExpense(facts.fundName(fund)), `lines.${i}.fund_program_id`);
  });
}

const hasDonorRestrictions = (r: FundRestriction) => r !== 'without';

/**
 * Money leaves a fund with donor restrictions for another class only by a release, never by a transfer:
 * in an interfund transfer, a restricted fund that gives (its credits over its debits) may give only to
 * funds that are restricted too. `lines` are the entry as entered, before the completing lines.
 */
export function checkTransferClasses(lines: readonly PostLine[], kind: InterfundKind | undefined, facts: FundFacts): void {
  if (kind !== 'transfer') return;
  const off = fundImbalances(lines);
  const receivers = off.filter((f) => f.netCents > 0 && !hasDonorRestrictions(facts.restrictionOf(f.fund)));
  const giver = off.find((f) => f.netCents < 0 && hasDonorRestrictions(facts.restrictionOf(f.fund)));
  if (giver && receivers.length) throw ledgerError(FUND_TEXT.transferOutOfRestricted(facts.fundName(giver.fund), facts.fundName(receivers[0].fund)), 'interfund');
}
