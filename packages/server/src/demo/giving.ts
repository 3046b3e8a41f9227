import { money } from './calendar.js';
import type { CompanyWorld, DemoClock } from './world.js';
import { actor } from './world.js';

/**
 * The bank balances the year starts from: one journal entry against net assets, each fund's own (the
 * building account's money and its restricted net assets carry the Building Fund's tag: funds balance).
 */
export async function openingBalances(clock: DemoClock, w: CompanyWorld) {
  const s = w.c.scale;
  const checking = Math.round(18_000_00 * s);
  const savings = Math.round(25_000_00 * s);
  const building = Math.round(9_000_00 * s);
  const treasurer = await actor(clock, w, 'treasurer');
  await treasurer.post('/journals', {
    entry_date: clock.day,
    memo: 'Opening balances carried over from the previous system',
    lines: [
      { account_id: w.chart['1000'], debit: money(checking), credit: '' },
      { account_id: w.chart['1010'], debit: money(savings), credit: '' },
      { account_id: w.chart['1020'], debit: money(building), credit: '', fund_program_id: w.funds['Building Fund'] },
      { account_id: w.chart['3000'], debit: '', credit: money(checking + savings) },
      { account_id: w.chart['3100'], debit: '', credit: money(building), fund_program_id: w.funds['Building Fund'] },
    ],
  });
}

/** Givers who write checks (the demo's congregation). */
const GIVERS = [
  'Mary Jones',
  'Tom Brown',
  'Ann Lee',
  'Sam Ortiz',
  'Ida Park',
  'Grace Wright',
  'Henry Cole',
  'Ruth Adams',
  'James Moore',
  'Esther King',
  'Paul Rivera',
  'Lois Bennett',
];
/** Three Sundays of the year whose first check comes back from the bank; the middle one with the bank's fee. */
const RETURNED = new Map<number, number>([
  [9, 0],
  [24, 12_00],
  [40, 0],
]);

/** A check line of the count sheet: a giver's check into an account and fund. */
function checkLine(w: CompanyWorld, account: string, fund: number, cents: number, memo?: string) {
  return {
    account_id: w.chart[account],
    fund_program_id: fund,
    amount: money(cents),
    method: 'check' as const,
    check_number: String(1000 + Math.floor(w.rng.next() * 8999)),
    payer: w.rng.pick(GIVERS),
    memo: memo ?? '',
  };
}

/**
 * Sunday's offering, counted by two people and recorded as a deposit (POST /deposits, the count sheet a
 * bookkeeper types): the plate's cash, four tithe checks, online giving, a missions check; on the first
 * Sunday of a month a special offering passed on to the district's mission (2200 Funds held for others: not
 * the church's revenue). Building gifts, designated by their donors (a purpose-restricted fund), go to their
 * own bank account once a month. Three checks of the year come back from the bank (one with a fee), returned
 * the Wednesday after.
 */
export async function sundayOffering(clock: DemoClock, w: CompanyWorld, sunday: number) {
  const s = w.c.scale;
  const cents = (min: number, max: number) => Math.max(1_00, Math.round(w.rng.cents(min, max) * s));
  const general = w.funds['General Fund'];
  const missions = w.funds.Missions ?? general;
  const designated = w.funds['Building Fund'] ?? w.funds['Church Planting'];
  const firstOfMonth = Number(clock.day.slice(8, 10)) <= 7;
  const bookkeeper = await actor(clock, w, 'bookkeeper');
  const counters = w.c.people.filter((p) => p.mailbox === 'bookkeeper' || p.mailbox === 'auditor').map((p) => `${p.first} ${p.last}`);
  const lines = [
    { account_id: w.chart['4010'], fund_program_id: general, amount: money(cents(180, 340)), method: 'cash', payer: null, memo: 'Plate offering' },
    ...[0, 1, 2, 3].map(() => checkLine(w, '4000', general, cents(250, 420), 'Tithe')),
    { account_id: w.chart['4000'], fund_program_id: general, amount: money(cents(220, 380)), method: 'electronic', payer: 'Online giving', memo: '' },
    checkLine(w, '4030', missions, cents(60, 130), 'Missions'),
    ...(firstOfMonth && w.chart['2200'] ? [checkLine(w, '2200', missions, cents(150, 300), 'Special offering for the district mission (passed on)')] : []),
  ];
  const deposit = (
    await bookkeeper.post('/deposits', {
      bank_account_id: w.chart['1000'],
      deposit_date: clock.day,
      memo: `Sunday offering ${clock.day}`,
      counted_by: counters,
      lines,
    })
  ).data as { id: number };
  if (RETURNED.has(sunday)) w.returns.push({ depositId: deposit.id, line: 2, fee: RETURNED.get(sunday)! });
  if (firstOfMonth && designated) {
    await bookkeeper.post('/deposits', {
      bank_account_id: w.chart['1020'] ?? w.chart['1000'],
      deposit_date: clock.day,
      memo: `Designated gifts ${clock.day.slice(0, 7)}`,
      counted_by: counters,
      lines: [0, 1, 2].map(() => checkLine(w, w.funds['Building Fund'] ? '4100' : '4020', designated, cents(180, 420), 'Designated gift')),
    });
  }
}

/** The bank returned a check (insufficient funds): the treasurer marks its line returned, with the bank's fee. */
export async function returnedChecks(clock: DemoClock, w: CompanyWorld) {
  const treasurer = await actor(clock, w, 'treasurer');
  for (const r of w.returns.splice(0)) {
    await treasurer.post(`/deposits/${r.depositId}/lines/${r.line}/return`, r.fee ? { fee: money(r.fee), fee_account_id: w.chart['5700'] } : {});
  }
}
