import {
  fromCents,
  percentText,
  REMITTANCE_TEXT,
  type RemittanceRule,
  type RemittanceRuleInput,
  type RemittanceRunInput,
  type RemittanceStatus,
} from '@app/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { accounts, companies, fundPrograms, remittanceRules, remittances } from '../../db/schema/index.js';
import { invalid, notFound } from '../../errors.js';
import { monthEnd, openDayFor, post } from '../../ledger/index.js';
import type { PostLine } from '../../ledger/lines.js';
import { lockCompany } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { childScope, type OneCompanyScope, requireScope, scopeOf } from '../../plugins/company-scope.js';
import { parentVendor } from './parent-vendor.js';
import { remittanceAccount, standardAccount } from './remittance-accounts.js';
import { shareOf, trustReceived, unrestrictedRevenue } from './remittance-amounts.js';

export interface RemittanceDeps {
  db: Db;
  clock: () => Date;
}

const today = (deps: RemittanceDeps) => deps.clock().toISOString().slice(0, 10);

/** The parent a call acts for: a company user's own company (a write never reaches another), Super-Admin's named one. */
const parentScope = (auth: AuthContext, id: number | null) => requireScope(auth, id, REMITTANCE_TEXT.selectParent);

const ruleOut = (r: typeof remittanceRules.$inferSelect): RemittanceRule => ({
  id: r.id,
  parent_company_id: r.parentCompanyId,
  name: r.name,
  basis: r.basis,
  percent: r.percentHundredths === null ? null : percentText(r.percentHundredths),
  amount: r.amountCents === null ? null : fromCents(r.amountCents),
  account_ids: r.accountIds,
  fund_program_ids: r.fundProgramIds,
  trust_money: r.trustMoney,
});

export async function listRules(deps: RemittanceDeps, auth: AuthContext, parentId: number | null): Promise<RemittanceRule[]> {
  const scope = parentScope(auth, parentId);
  const rows = await deps.db.select().from(remittanceRules).where(eq(remittanceRules.parentCompanyId, scope.companyId)).orderBy(asc(remittanceRules.id));
  return rows.map(ruleOut);
}

/** A rule's accounts are revenue accounts of the parent's own chart; its funds the parent's or shared ones. */
export async function createRule(deps: RemittanceDeps, auth: AuthContext, input: RemittanceRuleInput): Promise<RemittanceRule> {
  const scope = parentScope(auth, input.parentCompanyId);
  const parentId = scope.companyId;
  const accountIds = [...new Set(input.accountIds)];
  const fundIds = [...new Set(input.fundProgramIds)];
  if (accountIds.length) {
    const found = await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, accountIds), eq(accounts.companyId, parentId), eq(accounts.accountTypeId, 10)));
    if (found.length !== accountIds.length) throw invalid(REMITTANCE_TEXT.accountUnknown, 'account_ids');
  }
  if (fundIds.length) {
    const found = await deps.db
      .select({ id: fundPrograms.id })
      .from(fundPrograms)
      .where(and(inArray(fundPrograms.id, fundIds), sql`${fundPrograms.companyId} in (${parentId}::int, 0)`));
    if (found.length !== fundIds.length) throw invalid(REMITTANCE_TEXT.fundUnknown, 'fund_program_ids');
  }
  const [row] = await deps.db
    .insert(remittanceRules)
    .values({
      parentCompanyId: parentId,
      name: input.name,
      basis: input.basis,
      percentHundredths: input.percentHundredths,
      amountCents: input.amountCents,
      accountIds,
      fundProgramIds: fundIds,
      trustMoney: input.trustMoney,
      createdBy: auth.userId,
    })
    .returning();
  return ruleOut(row);
}

/** The parent's live children, each with its own scope (reached from the parent's: its books are read and posted). */
async function childrenOf(db: DbOrTx, parent: OneCompanyScope) {
  const rows = await db
    .select({ id: companies.id, name: companies.legalName, parentCompanyId: companies.parentCompanyId })
    .from(companies)
    .where(and(eq(companies.parentCompanyId, parent.companyId), isNull(companies.deletedAt)))
    .orderBy(asc(companies.id));
  return rows.map((r) => ({ id: r.id, name: r.name, scope: childScope(parent, r) }));
}

interface Posted {
  id: number;
  company_id: number;
  rule_id: number | null;
  kind: 'assessment' | 'trust';
  amount: string;
  child_entry_id: number;
  parent_entry_id: number;
  entry_date: string;
}

/**
 * Runs a month for every child of the parent and every rule: per (child, rule) not yet run, one entry in the
 * child's books (Dr 5400 Denominational Assessments, Cr Due to <parent>) and one in the parent's (Dr Due from
 * <child>, Cr Assessment Revenue), untagged (without donor restrictions), and once per child the month's trust
 * money (Dr 2200 Funds held for others, Cr Due to <parent>, keeping the fund; in the parent Dr Due from <child>,
 * Cr its own 2200: passed on again, or Cr 4030 Missions Offerings when its first rule's trust_money says the
 * money is its own). All under the parent's row lock, and the unique index
 * (child, month, rule) backs it: a second run, or two at once, posts nothing new.
 */
export async function run(deps: RemittanceDeps, auth: AuthContext, input: RemittanceRunInput): Promise<{ posted: number; remittances: Posted[] }> {
  const scope = parentScope(auth, input.parentCompanyId);
  const parentId = scope.companyId;
  const from = `${input.month}-01`;
  const now = today(deps);
  if (from > now) throw invalid(REMITTANCE_TEXT.monthFuture, 'month');
  const to = monthEnd(from);
  const wanted = to < now ? to : now;
  return deps.db.transaction(async (tx) => {
    const parent = await lockCompany(tx, parentId);
    if (!parent || parent.deletedAt) throw notFound(REMITTANCE_TEXT.selectParent);
    const [{ name: parentName }] = await tx.select({ name: companies.legalName }).from(companies).where(eq(companies.id, parentId));
    const children = await childrenOf(tx, scope);
    if (!children.length) throw invalid(REMITTANCE_TEXT.noChildren, 'parent_company_id');
    const rules = await tx.select().from(remittanceRules).where(eq(remittanceRules.parentCompanyId, parentId)).orderBy(asc(remittanceRules.id));
    const numbers = await ruleNumbers(tx, rules);
    const done = new Set(
      (
        await tx
          .select({ child: remittances.childCompanyId, rule: remittances.ruleId })
          .from(remittances)
          .where(and(eq(remittances.parentCompanyId, parentId), eq(remittances.month, from)))
      ).map((r) => `${r.child}:${r.rule ?? 0}`),
    );
    const out: Posted[] = [];
    const parentDay = await openDayFor(tx, scope, wanted);
    for (const child of children) {
      const childDay = await openDayFor(tx, child.scope, wanted);
      const pair = async (
        ruleId: number | null,
        childLines: (dueTo: number) => Promise<PostLine[]>,
        parentLines: (dueFrom: number) => Promise<PostLine[]>,
        cents: number,
      ) => {
        const memo = `${ruleId ? 'Remittance' : 'Trust money passed on'} ${input.month}: ${child.name} to ${parentName}`;
        await parentVendor(tx, child.scope, scope);
        const dueTo = await remittanceAccount(tx, child.scope, 'due_to', { id: parentId, name: parentName });
        const dueFrom = await remittanceAccount(tx, scope, 'due_from', child);
        // Both entries name the remittance that links them (source id): its id is taken first, the row written last.
        const id = Number((await tx.execute(sql`select nextval('remittances_id_seq')::int as id`)).rows[0].id);
        const entry = { date: childDay, sourceType: 'remittance' as const, sourceId: id, memo, createdBy: auth.userId };
        const c = await post(tx, { ...entry, companyId: child.id, lines: await childLines(dueTo) });
        const p = await post(tx, { ...entry, companyId: parentId, date: parentDay, lines: await parentLines(dueFrom) });
        const [row] = await tx
          .insert(remittances)
          .values({
            id,
            ruleId,
            parentCompanyId: parentId,
            childCompanyId: child.id,
            month: from,
            amountCents: cents,
            childEntryId: c.entryId,
            parentEntryId: p.entryId,
            createdBy: auth.userId,
          })
          .returning({ id: remittances.id });
        out.push({
          id: row.id,
          company_id: child.id,
          rule_id: ruleId,
          kind: ruleId ? 'assessment' : 'trust',
          amount: fromCents(cents),
          child_entry_id: c.entryId,
          parent_entry_id: p.entryId,
          entry_date: childDay,
        });
      };
      for (const rule of rules) {
        if (done.has(`${child.id}:${rule.id}`)) continue;
        const cents =
          rule.basis === 'fixed'
            ? (rule.amountCents ?? 0)
            : shareOf(
                await unrestrictedRevenue(tx, child.scope, from, wanted, { numbers: numbers.get(rule.id) ?? [], funds: rule.fundProgramIds }),
                rule.percentHundredths ?? 0,
              );
        if (cents <= 0) continue;
        const memo = rule.name;
        await pair(
          rule.id,
          async (dueTo) => [
            {
              accountId: await standardAccount(tx, child.scope, '5400', 'Denominational Assessments', 11, 'Dues and assessments to the denomination'),
              debitCents: cents,
              creditCents: 0,
              memo,
            },
            { accountId: dueTo, debitCents: 0, creditCents: cents, memo },
          ],
          async (dueFrom) => [
            { accountId: dueFrom, debitCents: cents, creditCents: 0, memo },
            { accountId: await remittanceAccount(tx, scope, 'revenue', { id: 0, name: '' }), debitCents: 0, creditCents: cents, memo },
          ],
          cents,
        );
      }
      if (done.has(`${child.id}:0`)) continue;
      const childTrust = await standardAccount(tx, child.scope, '2200', 'Funds held for others', 7, 'Gifts and trust funds received to pass on to others');
      const trust = await trustReceived(tx, child.scope, childTrust, from, wanted);
      const total = trust.reduce((s, t) => s + t.cents, 0);
      if (total <= 0) continue;
      const memo = 'Funds held for others, passed on';
      await pair(
        null,
        async (dueTo) =>
          trust.flatMap((t) => [
            { accountId: childTrust, debitCents: t.cents, creditCents: 0, fundProgramId: t.fund, memo },
            { accountId: dueTo, debitCents: 0, creditCents: t.cents, fundProgramId: t.fund, memo },
          ]),
        // The child's fund is the child's own record: the parent's lines carry it only when it is a shared fund.
        // The parent's first rule says whether the money is its own (revenue) or passed on again (a liability).
        async (dueFrom) => {
          const parentTrust =
            rules[0]?.trustMoney === 'own_revenue'
              ? await standardAccount(tx, scope, '4030', 'Missions Offerings', 10, 'Offerings for missions')
              : await standardAccount(tx, scope, '2200', 'Funds held for others', 7, 'Gifts and trust funds received to pass on to others');
          const shared = await sharedFunds(
            tx,
            trust.map((t) => t.fund),
          );
          return trust.flatMap((t) => {
            const fund = t.fund !== null && shared.has(t.fund) ? t.fund : null;
            return [
              { accountId: dueFrom, debitCents: t.cents, creditCents: 0, fundProgramId: fund, memo },
              { accountId: parentTrust, debitCents: 0, creditCents: t.cents, fundProgramId: fund, memo },
            ];
          });
        },
        total,
      );
    }
    return { posted: out.length, remittances: out };
  });
}

/** The account numbers of each rule's chosen accounts (a child's accounts are matched by number). */
async function ruleNumbers(tx: DbOrTx, rules: Array<{ id: number; accountIds: number[] }>) {
  const ids = [...new Set(rules.flatMap((r) => r.accountIds))];
  const byId = new Map(
    ids.length
      ? (await tx.select({ id: accounts.id, number: accounts.accountNumber }).from(accounts).where(inArray(accounts.id, ids))).map((a) => [a.id, a.number])
      : [],
  );
  return new Map(rules.map((r) => [r.id, r.accountIds.map((id) => byId.get(id)).filter((n): n is string => !!n)]));
}

async function sharedFunds(tx: DbOrTx, ids: Array<number | null>) {
  const wanted = ids.filter((i): i is number => i !== null);
  if (!wanted.length) return new Set<number>();
  const rows = await tx
    .select({ id: fundPrograms.id })
    .from(fundPrograms)
    .where(and(inArray(fundPrograms.id, wanted), eq(fundPrograms.companyId, 0)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Per child: the month's owed (its remittances), paid (what cleared the child's Due to <parent> account: its
 * debits, and credits other than remittances netted against them, applied to the oldest month first), and
 * whether everything owed through the month is paid. Read by the parent or anyone above it (Rollup_View).
 */
export async function status(deps: RemittanceDeps, auth: AuthContext, parentId: number | null, month: string): Promise<RemittanceStatus> {
  const scope = scopeOf(auth, parentId);
  if (!scope.companyId) throw notFound(REMITTANCE_TEXT.selectParent);
  const parent = scope.companyId;
  const from = `${month}-01`;
  const res = await deps.db.execute(sql`
    with kids as (
      select c.id, c.legal_name from companies c where c.parent_company_id = ${parent}::int and c.deleted_at is null
    ), owed as (
      select r.child_company_id as id,
             coalesce(sum(r.amount_cents) filter (where r.month < ${from}::date), 0) as before_cents,
             coalesce(sum(r.amount_cents) filter (where r.month = ${from}::date), 0) as month_cents
      from remittances r where r.parent_company_id = ${parent}::int and r.month <= ${from}::date group by r.child_company_id
    ), paid as (
      select ra.company_id as id, coalesce(sum(l.debit_cents) - sum(l.credit_cents) filter (where e.source_type <> 'remittance'), sum(l.debit_cents), 0) as cents
      from remittance_accounts ra
      join journal_lines l on l.account_id = ra.account_id
      join journal_entries e on e.id = l.entry_id
      where ra.role = 'due_to' and ra.counterparty_company_id = ${parent}::int
      group by ra.company_id
    )
    select k.id, k.legal_name, coalesce(o.before_cents, 0)::text as before, coalesce(o.month_cents, 0)::text as month, coalesce(p.cents, 0)::text as paid
    from kids k left join owed o on o.id = k.id left join paid p on p.id = k.id
    order by lower(k.legal_name), k.id`);
  const rows = (res.rows as Array<{ id: number; legal_name: string; before: string; month: string; paid: string }>).map((r) => {
    const before = Number(r.before);
    const owed = Number(r.month);
    const paidTotal = Math.max(0, Number(r.paid));
    const paid = Math.min(owed, Math.max(0, paidTotal - before));
    const balance = Math.max(0, before + owed - paidTotal);
    return {
      company_id: Number(r.id),
      company_name: r.legal_name,
      owed: fromCents(owed),
      paid: fromCents(paid),
      outstanding: fromCents(owed - paid),
      current: balance === 0,
      balance: fromCents(balance),
    };
  });
  return { month, parent_company_id: parent, rows };
}
