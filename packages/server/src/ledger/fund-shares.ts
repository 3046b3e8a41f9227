import { BANK_ACCOUNT_TYPES, formatUsd, FUND_TEXT } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { lockAccounts } from './balances.js';
import type { FundFacts } from './funds.js';
import type { FundKey } from './interfund.js';
import { ledgerError, type PostLine } from './lines.js';
import { jobScope } from '../plugins/company-scope.js';

/**
 * A company setting (companies.refuse_fund_overdraft, issue 24): a posting may not take a fund's share of a
 * bank account below zero. A fund's share is the net (debits minus credits) of that bank account's lines
 * tagged with the fund; the untagged lines are a share of their own.
 */

const key = (accountId: number, fund: FundKey) => `${accountId}:${fund ?? ''}`;

/** What the entry takes from each (bank, fund) share it credits: only the shares it takes from (pure). */
export function sharesTaken(lines: readonly PostLine[], isBank: (accountId: number) => boolean): Map<string, { accountId: number; fund: FundKey; netCents: number }> {
  const out = new Map<string, { accountId: number; fund: FundKey; netCents: number }>();
  for (const l of lines) {
    if (!isBank(l.accountId)) continue;
    const fund = l.fundProgramId ?? null;
    const k = key(l.accountId, fund);
    const s = out.get(k) ?? { accountId: l.accountId, fund, netCents: 0 };
    s.netCents += l.debitCents - l.creditCents;
    out.set(k, s);
  }
  for (const [k, s] of out) if (s.netCents >= 0) out.delete(k);
  return out;
}

/**
 * Refuses (422, naming the fund and what it has) an entry that takes a fund's share of a bank account below
 * zero. Locks the bank accounts first (a payment or check already holds that lock; a second take is free),
 * so two postings racing for one share queue and the second sees the first.
 */
export async function checkFundShares(
  tx: DbOrTx,
  companyId: number,
  lines: readonly PostLine[],
  facts: FundFacts & { bankName(accountId: number): string },
): Promise<void> {
  const taken = sharesTaken(lines, (id) => BANK_ACCOUNT_TYPES.has(facts.accountTypeOf(id)));
  if (!taken.size) return;
  const banks = [...new Set([...taken.values()].map((s) => s.accountId))];
  // The entry's own company: post() has checked that every account of the entry belongs to it.
  await lockAccounts(tx, jobScope(companyId), banks);
  const res = await tx.execute(sql`
    select account_id, fund_program_id, sum(debit_cents - credit_cents)::text as net from ledger_totals
     where company_id = ${companyId}::int and account_id in (${sql.join(
       banks.map((id) => sql`${id}::int`),
       sql`, `,
     )})
     group by account_id, fund_program_id`);
  const held = new Map((res.rows as Array<{ account_id: number; fund_program_id: number | null; net: string }>).map((r) => [key(Number(r.account_id), r.fund_program_id === null ? null : Number(r.fund_program_id)), BigInt(r.net)]));
  for (const [k, s] of taken) {
    const has = held.get(k) ?? 0n;
    if (has + BigInt(s.netCents) < 0n)
      throw ledgerError(FUND_TEXT.fundShareOverdrawn(facts.fundName(s.fund), facts.bankName(s.accountId), formatUsd(has)), 'lines');
  }
}
