import {
  type ActivityExpenseRow,
  type ActivityRow,
  type CashFlowRow,
  type CashFlows,
  type ClassAmounts,
  type FinancialPosition,
  type FinancialPositionRow,
  type FunctionalExpensesStatement,
  type FundBalanceRow,
  fromCents,
  STATEMENT_TEXT,
  type StatementDrill,
  type StatementOfActivities,
} from '@app/contract';
import type { Books, ChartAccount, Fund } from './books.js';
import {
  ASSET_TYPES,
  CASH_TYPES,
  CURRENT_ASSET_TYPES,
  CURRENT_LIABILITY_TYPES,
  fundPositions,
  isWithAt,
  LIABILITY_TYPES,
  netAssetsByClass,
  restrictedPart,
  TYPE,
  UNTAGGED,
} from './classes.js';
import { type KeyedTotal, periodTotals } from './ledger-read.js';
import type { Period } from './period.js';

/** The cumulative readings a period statement needs: as of the day before it and as of its last day. */
export interface Readings {
  before: KeyedTotal[];
  end: KeyedTotal[];
}

const m = fromCents;
/** A wire amount back to cents ("-12.30" -> -1230n): fromCents always writes two decimals. */
const wireCents = (s: string) => BigInt(s.replace('.', ''));
const cls = (without: bigint, withR: bigint): ClassAmounts => ({ without: m(without), with: m(withR), total: m(without + withR) });
const drill = (accountId: number, from: string | null, to: string, fund: StatementDrill['fund_program_id'] = null): StatementDrill => ({
  account_id: accountId,
  from,
  to,
  fund_program_id: fund,
  functional_expense_id: null,
});

function fundOfBooks(books: Books) {
  return (id: number | null): Fund => (id === null ? UNTAGGED : (books.funds.get(id) ?? { ...UNTAGGED, id, name: `Fund #${id}` }));
}

/** Sums per account of debit - credit (all funds). */
function netByAccount(totals: KeyedTotal[]) {
  const out = new Map<number, { debit: bigint; credit: bigint }>();
  for (const t of totals) {
    const r = out.get(t.accountId) ?? { debit: 0n, credit: 0n };
    r.debit += t.debit;
    r.credit += t.credit;
    out.set(t.accountId, r);
  }
  return out;
}

const isDue = (a: ChartAccount) => a.role === 'due_from' || a.role === 'due_to';
const isTransfer = (a: ChartAccount) => a.role === 'transfers_in' || a.role === 'transfers_out';

// ---------------------------------------------------------------- financial position

export function financialPosition(books: Books, asOf: string, totals: KeyedTotal[]): FinancialPosition {
  const byAccount = netByAccount(totals);
  const assets: FinancialPositionRow[] = [];
  const liabilities: FinancialPositionRow[] = [];
  const sums = { ca: 0n, nca: 0n, cl: 0n, ncl: 0n };
  let interfund = 0n; // due from (asset) minus due to (liability): zero when every loan is complete
  for (const a of books.chart.values()) {
    const t = byAccount.get(a.id);
    if (!t) continue;
    if (isDue(a)) {
      interfund += t.debit - t.credit;
      continue;
    }
    const isAsset = ASSET_TYPES.has(a.typeId);
    if (!isAsset && !LIABILITY_TYPES.has(a.typeId)) continue;
    const amount = isAsset ? t.debit - t.credit : t.credit - t.debit;
    if (amount === 0n) continue;
    const current = isAsset ? CURRENT_ASSET_TYPES.has(a.typeId) : CURRENT_LIABILITY_TYPES.has(a.typeId);
    const row: FinancialPositionRow = {
      account_id: a.id,
      account_number: a.number,
      account_name: a.name,
      account_type_id: a.typeId,
      account_type: a.type,
      group: current ? 'current' : 'non_current',
      amount: m(amount),
      drill: drill(a.id, null, asOf),
    };
    if (isAsset) {
      assets.push(row);
      if (current) sums.ca += amount;
      else sums.nca += amount;
    } else {
      liabilities.push(row);
      if (current) sums.cl += amount;
      else sums.ncl += amount;
    }
  }
  if (interfund !== 0n) {
    const asset = interfund > 0n;
    const amount = asset ? interfund : -interfund;
    const typeId = asset ? TYPE.otherCurrentAsset : TYPE.otherCurrentLiability;
    const row: FinancialPositionRow = {
      account_id: null,
      account_number: '',
      account_name: STATEMENT_TEXT.interfundNet,
      account_type_id: typeId,
      account_type: asset ? 'Other Current Asset' : 'Other Current Liability',
      group: 'current',
      amount: m(amount),
      drill: null,
    };
    if (asset) {
      assets.push(row);
      sums.ca += amount;
    } else {
      liabilities.push(row);
      sums.cl += amount;
    }
  }
  const net = netAssetsByClass(fundPositions(totals, books.chart), fundOfBooks(books), asOf);
  const totalLiabilities = sums.cl + sums.ncl;
  return {
    as_of: asOf,
    assets,
    total_current_assets: m(sums.ca),
    total_non_current_assets: m(sums.nca),
    total_assets: m(sums.ca + sums.nca),
    liabilities,
    total_current_liabilities: m(sums.cl),
    total_non_current_liabilities: m(sums.ncl),
    total_liabilities: m(totalLiabilities),
    net_assets: cls(net.without, net.with),
    total_liabilities_and_net_assets: m(totalLiabilities + net.total),
  };
}

// ---------------------------------------------------------------- per-fund flows of a period

interface FundFlows {
  fund: Fund;
  beginning: bigint;
  ending: bigint;
  revenue: bigint;
  expenses: bigint;
  /** postings on net-asset accounts (transfers, opening balances) */
  other: bigint;
  /** what is left of the change in the fund's net assets after revenue, expenses and other: 0 when every entry balances within the fund */
  unbalanced: bigint;
  /** the period's flows count with donor restrictions (the fund was restricted on the period's first day) */
  flowsWith: boolean;
  released: bigint;
}

/**
 * Each fund's period: revenue, expenses and net-asset postings from the movements, its net assets at both
 * ends from the cumulative readings, and the release from restriction as what makes its restricted part
 * move from the beginning to the end: restricted at start + restricted flows - restricted at end. For a
 * purpose fund that is its expenses and fixed-asset additions (never more than it held); for a time fund
 * released in the period, all it held.
 */
function fundFlows(books: Books, p: Period, r: Readings): Map<number | null, FundFlows> {
  const fundOf = fundOfBooks(books);
  const start = fundPositions(r.before, books.chart);
  const end = fundPositions(r.end, books.chart);
  const out = new Map<number | null, FundFlows>();
  const get = (id: number | null) => {
    let f = out.get(id);
    if (!f) {
      const fund = fundOf(id);
      f = {
        fund,
        beginning: start.get(id)?.netAssets ?? 0n,
        ending: end.get(id)?.netAssets ?? 0n,
        revenue: 0n,
        expenses: 0n,
        other: 0n,
        unbalanced: 0n,
        flowsWith: isWithAt(fund, p.from),
        released: 0n,
      };
      out.set(id, f);
    }
    return f;
  };
  for (const id of new Set([...start.keys(), ...end.keys()])) get(id);
  for (const t of periodTotals(r.before, r.end)) {
    const a = books.chart.get(t.accountId);
    if (!a) continue;
    const f = get(t.fundId);
    if (isTransfer(a) || a.typeId === TYPE.netAssets) f.other += t.credit - t.debit;
    else if (a.typeId === TYPE.income) f.revenue += t.credit - t.debit;
    else if (a.typeId === TYPE.expenses) f.expenses += t.debit - t.credit;
  }
  for (const [id, f] of out) {
    f.unbalanced = f.ending - f.beginning - (f.revenue - f.expenses + f.other);
    const restrictedStart = restrictedPart(f.fund, p.before, start.get(id));
    const restrictedEnd = restrictedPart(f.fund, p.to, end.get(id));
    // Expenses are reported without restrictions: the restricted flows are revenue and net-asset postings only.
    const restrictedFlows = f.flowsWith ? f.revenue + f.other + f.unbalanced : 0n;
    f.released = restrictedStart + restrictedFlows - restrictedEnd;
  }
  return out;
}

// ---------------------------------------------------------------- statement of activities

export function statementOfActivities(books: Books, p: Period, r: Readings): StatementOfActivities {
  const flows = fundFlows(books, p, r);
  const withFlow = (fundId: number | null) => flows.get(fundId)?.flowsWith ?? false;
  const revenue = new Map<number, { without: bigint; with: bigint }>();
  const other = new Map<number, { without: bigint; with: bigint }>();
  const byFe = new Map<number | null, bigint>();
  for (const t of periodTotals(r.before, r.end)) {
    const a = books.chart.get(t.accountId);
    if (!a) continue;
    const target = isTransfer(a) || a.typeId === TYPE.netAssets ? other : a.typeId === TYPE.income ? revenue : null;
    if (target) {
      const row = target.get(a.id) ?? { without: 0n, with: 0n };
      if (withFlow(t.fundId)) row.with += t.credit - t.debit;
      else row.without += t.credit - t.debit;
      target.set(a.id, row);
    } else if (a.typeId === TYPE.expenses) byFe.set(t.feId, (byFe.get(t.feId) ?? 0n) + t.debit - t.credit);
  }
  const accountRows = (map: Map<number, { without: bigint; with: bigint }>) =>
    [...books.chart.values()]
      .filter((a) => map.has(a.id) && (map.get(a.id)!.without !== 0n || map.get(a.id)!.with !== 0n))
      .map((a): ActivityRow => {
        const v = map.get(a.id)!;
        return { account_id: a.id, account_number: a.number, name: a.name, ...cls(v.without, v.with), drill: drill(a.id, p.from, p.to) };
      });
  const sum = (map: Map<number, { without: bigint; with: bigint }>) =>
    [...map.values()].reduce((s, v) => ({ without: s.without + v.without, with: s.with + v.with }), { without: 0n, with: 0n });

  let released = 0n;
  const unbalanced = { without: 0n, with: 0n };
  for (const f of flows.values()) {
    released += f.released;
    if (f.flowsWith) unbalanced.with += f.unbalanced;
    else unbalanced.without += f.unbalanced;
  }
  const rev = sum(revenue);
  const oth = sum(other);
  const otherRows = accountRows(other);
  if (unbalanced.without !== 0n || unbalanced.with !== 0n) {
    otherRows.push({ account_id: null, account_number: null, name: STATEMENT_TEXT.unbalancedFunds, ...cls(unbalanced.without, unbalanced.with), drill: null });
    oth.without += unbalanced.without;
    oth.with += unbalanced.with;
  }
  const feName = new Map(books.functionalExpenses.map((x) => [x.id, x.name]));
  const expenses: ActivityExpenseRow[] = [...byFe.entries()]
    .filter(([, v]) => v !== 0n)
    .map(([id, v]) => ({ functional_expense_id: id, name: id === null ? STATEMENT_TEXT.unassigned : (feName.get(id) ?? `#${id}`), ...cls(v, 0n) }))
    .sort((x, y) => (x.functional_expense_id === null ? 1 : y.functional_expense_id === null ? -1 : x.name.localeCompare(y.name)));
  const totalExpenses = [...byFe.values()].reduce((s, v) => s + v, 0n);

  const fundOf = fundOfBooks(books);
  const begin = netAssetsByClass(fundPositions(r.before, books.chart), fundOf, p.before);
  const end = netAssetsByClass(fundPositions(r.end, books.chart), fundOf, p.to);
  const totalRevenue = { without: rev.without + released, with: rev.with - released };
  const change = { without: totalRevenue.without - totalExpenses + oth.without, with: totalRevenue.with + oth.with };
  return {
    from: p.from,
    to: p.to,
    revenue: accountRows(revenue),
    released: cls(released, -released),
    total_revenue: cls(totalRevenue.without, totalRevenue.with),
    expenses,
    total_expenses: cls(totalExpenses, 0n),
    other_changes: otherRows,
    total_other_changes: cls(oth.without, oth.with),
    change_in_net_assets: cls(change.without, change.with),
    net_assets_beginning: cls(begin.without, begin.with),
    net_assets_end: cls(end.without, end.with),
  };
}

// ---------------------------------------------------------------- functional expenses

export function functionalExpenses(books: Books, p: Period, r: Readings): FunctionalExpensesStatement {
  const cells = new Map<number, Map<number | null, bigint>>();
  for (const t of periodTotals(r.before, r.end)) {
    const a = books.chart.get(t.accountId);
    if (!a || a.typeId !== TYPE.expenses) continue;
    const row = cells.get(a.id) ?? new Map<number | null, bigint>();
    row.set(t.feId, (row.get(t.feId) ?? 0n) + t.debit - t.credit);
    cells.set(a.id, row);
  }
  const used = new Set<number>();
  for (const row of cells.values()) for (const [fe, v] of row) if (fe !== null && v !== 0n) used.add(fe);
  const columns = books.functionalExpenses.filter((x) => x.live || used.has(x.id)).map((x) => ({ functional_expense_id: x.id, name: x.name }));
  const colTotals = new Map<number, bigint>(columns.map((c) => [c.functional_expense_id, 0n]));
  let unassigned = 0n;
  let total = 0n;
  const rows = [...books.chart.values()]
    .filter((a) => cells.has(a.id) && [...cells.get(a.id)!.values()].some((v) => v !== 0n))
    .map((a) => {
      const row = cells.get(a.id)!;
      const amounts: Record<string, string> = {};
      for (const c of columns) {
        const v = row.get(c.functional_expense_id) ?? 0n;
        amounts[String(c.functional_expense_id)] = m(v);
        colTotals.set(c.functional_expense_id, colTotals.get(c.functional_expense_id)! + v);
      }
      const un = row.get(null) ?? 0n;
      const rowTotal = [...row.values()].reduce((s, v) => s + v, 0n);
      unassigned += un;
      total += rowTotal;
      return { account_id: a.id, account_number: a.number, account_name: a.name, amounts, unassigned: m(un), total: m(rowTotal), drill: drill(a.id, p.from, p.to) };
    });
  return {
    from: p.from,
    to: p.to,
    columns,
    rows,
    totals: Object.fromEntries([...colTotals].map(([k, v]) => [String(k), m(v)])),
    unassigned: m(unassigned),
    total: m(total),
  };
}

// ---------------------------------------------------------------- fund balances

export function fundBalances(books: Books, p: Period, r: Readings): FundBalanceRow[] {
  const flows = fundFlows(books, p, r);
  for (const f of books.funds.values()) if (f.live && !flows.has(f.id)) flows.set(f.id, { ...emptyFlows(f) });
  if (!flows.has(null)) flows.set(null, emptyFlows(UNTAGGED));
  const shares = new Map<number | null, Map<number, bigint>>();
  for (const t of r.end) {
    const a = books.chart.get(t.accountId);
    if (!a || !CASH_TYPES.has(a.typeId)) continue;
    const s = shares.get(t.fundId) ?? new Map<number, bigint>();
    s.set(a.id, (s.get(a.id) ?? 0n) + t.debit - t.credit);
    shares.set(t.fundId, s);
  }
  const rows = [...flows.values()].sort((x, y) => (x.fund.id === null ? -1 : y.fund.id === null ? 1 : x.fund.name.localeCompare(y.fund.name)));
  return rows.map((f) => ({
    fund_program_id: f.fund.id,
    name: f.fund.name,
    restriction: f.fund.restriction,
    release_on: f.fund.releaseOn,
    beginning: m(f.beginning),
    revenue: m(f.revenue),
    expenses: m(f.expenses),
    released: m(f.released),
    transfers: m(f.other + f.unbalanced),
    ending: m(f.ending),
    bank_shares: [...(shares.get(f.fund.id) ?? new Map<number, bigint>())]
      .filter(([, v]) => v !== 0n)
      .map(([accountId, v]) => ({
        account_id: accountId,
        account_name: books.chart.get(accountId)?.name ?? '',
        amount: m(v),
        drill: drill(accountId, null, p.to, f.fund.id ?? 'none'),
      })),
  }));
}

const emptyFlows = (fund: Fund): FundFlows => ({
  fund,
  beginning: 0n,
  ending: 0n,
  revenue: 0n,
  expenses: 0n,
  other: 0n,
  unbalanced: 0n,
  flowsWith: false,
  released: 0n,
});

// ---------------------------------------------------------------- cash flows

/**
 * The indirect method: every non-cash balance-sheet account's change lands in one section, so the net change
 * equals the change in cash by construction (every entry balances). Fixed assets are split by side: debits
 * are purchases (investing), credits depreciation and disposals (an operating add-back).
 */
export function cashFlows(books: Books, p: Period, r: Readings): CashFlows {
  const flows = periodTotals(r.before, r.end);
  const moves = netByAccount(flows);
  let longTermGifts = 0n;
  for (const t of flows) {
    const a = books.chart.get(t.accountId);
    if (a?.typeId === TYPE.income && t.fundId !== null && books.funds.get(t.fundId)?.restriction === 'perpetual') longTermGifts += t.credit - t.debit;
  }
  let changeInNet = 0n;
  const operating: CashFlowRow[] = [];
  const investing: CashFlowRow[] = [];
  const financing: CashFlowRow[] = [];
  const row = (a: ChartAccount, label: string, amount: bigint): CashFlowRow => ({ account_id: a.id, label, amount: m(amount), drill: drill(a.id, p.from, p.to) });
  const depreciation: CashFlowRow[] = [];
  for (const a of books.chart.values()) {
    const t = moves.get(a.id);
    if (!t) continue;
    const type = a.typeId;
    if (type === TYPE.netAssets || type === TYPE.income || type === TYPE.expenses) changeInNet += t.credit - t.debit;
    else if (CASH_TYPES.has(type)) continue;
    else if (type === TYPE.fixedAssets) {
      if (t.credit !== 0n) depreciation.push(row(a, `${STATEMENT_TEXT.depreciation}: ${a.name}`, t.credit));
      if (t.debit !== 0n) investing.push(row(a, `${STATEMENT_TEXT.fixedAssetPurchases}: ${a.name}`, -t.debit));
    } else if (type === TYPE.otherAsset || type === TYPE.longTermAsset) investing.push(row(a, a.name, t.credit - t.debit));
    else if (type === TYPE.longTermLiability) financing.push(row(a, a.name, t.credit - t.debit));
    // Current assets and liabilities (due to / from other funds too): an increase of an asset uses cash.
    else operating.push(row(a, `${ASSET_TYPES.has(type) ? '(Increase) decrease' : 'Increase (decrease)'} in ${a.name}`, t.credit - t.debit));
  }
  const computed = (label: string, amount: bigint): CashFlowRow => ({ account_id: null, label, amount: m(amount), drill: null });
  const opRows = [computed(STATEMENT_TEXT.changeInNetAssets, changeInNet)];
  if (longTermGifts !== 0n) opRows.push(computed(STATEMENT_TEXT.longTermContributions, -longTermGifts));
  opRows.push(...depreciation, ...operating);
  if (longTermGifts !== 0n) financing.unshift(computed(STATEMENT_TEXT.longTermContributions, longTermGifts));
  const section = (rows: CashFlowRow[]) => {
    const kept = rows.filter((x, i) => x.amount !== '0.00' || (rows === opRows && i === 0));
    return { rows: kept, total: m(kept.reduce((s, x) => s + wireCents(x.amount), 0n)) };
  };
  const op = section(opRows);
  const inv = section(investing);
  const fin = section(financing);
  const cash = (totals: KeyedTotal[]) =>
    totals.reduce((s, t) => (CASH_TYPES.has(books.chart.get(t.accountId)?.typeId ?? 0) ? s + t.debit - t.credit : s), 0n);
  const begin = cash(r.before);
  const endCash = cash(r.end);
  return {
    from: p.from,
    to: p.to,
    operating: op,
    investing: inv,
    financing: fin,
    net_change: m(endCash - begin),
    cash_beginning: m(begin),
    cash_end: m(endCash),
  };
}
