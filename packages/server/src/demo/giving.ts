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

/** Sunday's giving, deposited twice a month: tithes, offerings and missions to checking, building gifts to their own account. */
export async function depositGiving(clock: DemoClock, w: CompanyWorld, withBuilding: boolean) {
  const s = w.c.scale;
  const tithes = Math.round(w.rng.cents(2900, 3500) * s);
  const offerings = Math.round(w.rng.cents(450, 750) * s);
  const missions = Math.round(w.rng.cents(160, 280) * s);
  const general = w.funds['General Fund'];
  const bookkeeper = await actor(clock, w, 'bookkeeper');
  // The bank's lines carry the funds of the gifts, so each fund balances and has its share of the bank.
  const missionsFund = w.funds.Missions ?? general;
  const lines = [
    { account_id: w.chart['1000'], debit: money(tithes + offerings + (missionsFund === general ? missions : 0)), credit: '', fund_program_id: general },
    ...(missionsFund === general ? [] : [{ account_id: w.chart['1000'], debit: money(missions), credit: '', fund_program_id: missionsFund }]),
    { account_id: w.chart['4000'], debit: '', credit: money(tithes), fund_program_id: general },
    { account_id: w.chart['4010'], debit: '', credit: money(offerings), fund_program_id: general },
    { account_id: w.chart['4030'], debit: '', credit: money(missions), fund_program_id: missionsFund },
  ];
  if (withBuilding) {
    const building = Math.round(w.rng.cents(300, 550) * s);
    lines.push(
      { account_id: w.chart['1020'], debit: money(building), credit: '', fund_program_id: w.funds['Building Fund'] ?? general },
      { account_id: w.chart['4100'], debit: '', credit: money(building), fund_program_id: w.funds['Building Fund'] ?? general },
    );
  }
  await bookkeeper.post('/journals', { entry_date: clock.day, memo: `Sunday deposit ${clock.day}`, lines });
}
