import { BILL_STATUS, fromCents } from '@app/contract';
import fc from 'fast-check';
import { pick, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import { type ArgsOf, cents, type DocumentCommands } from './document.js';

const openingArgs = fc.record({
  company: fc.nat(),
  /** per bank account (0 = not entered); the first is always above zero */
  banks: fc.tuple(
    fc.integer({ min: 1, max: 2_000_000 }),
    fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
    fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  ),
  daysBack: fc.integer({ min: 0, max: 40 }),
  bills: fc.array(fc.record({ vendor: fc.nat(), cents, dueIn: fc.integer({ min: 0, max: 30 }) }), { maxLength: 2 }),
});

/**
 * A company's opening balances: one entry into its bank accounts against net assets, dated as_of, and its
 * unpaid bills as open bills (Dr net assets / Cr payable). A second while one is live answers 409.
 */
class PostOpening extends Step {
  constructor(private readonly a: ArgsOf<typeof openingArgs>) {
    super('openingBalances', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const asOf = w.day(-this.a.daysBack);
    const banks = c.banks.map((bankId, i) => ({ bankId, amountCents: this.a.banks[i] })).filter((b) => b.amountCents > 0);
    const bills = this.a.bills.map((b) => ({
      vendor_id: pick(c.vendors, b.vendor) as number,
      refrence: w.reference(),
      amount_due: fromCents(b.cents),
      bill_due: w.day(b.dueIn),
      fund_program_id: c.program,
      funtional_expenses_id: c.expense,
      memo: 'Unpaid at opening',
    }));
    const res = await c.treasurer.post('/opening-balances', {
      as_of: asOf,
      net_assets_account_id: c.netAssets,
      banks: banks.map((b) => ({ account_id: b.bankId, amount: fromCents(b.amountCents) })),
      account_payable_id: c.payable,
      bills,
    });
    for (const b of c.banks) m.touched.banks.add(b);
    if (m.openings.some((o) => o.company === c.index && !o.reversed)) {
      expectStatus(res, 409, 'a second live opening balance');
      return `409 company ${c.index} has its opening`;
    }
    expectStatus(res, 200, 'POST /opening-balances');
    m.openings.push({ entryId: res.body.data.entry_id, company: c.index, banks, reversed: false });
    for (const b of banks) m.moveBank(b.bankId, b.amountCents);
    const made = res.body.data.bills as Array<{ id: number }>;
    made.forEach(({ id }, i) => {
      const body = { ...bills[i], company_id: c.id, account_payable_id: c.payable, account_id: c.netAssets, description: '' };
      m.bills.set(id, { id, company: c.index, status: BILL_STATUS.Created, amountCents: this.a.bills[i].cents, body });
      m.touched.bills.add(id);
    });
    return `opening #${res.body.data.entry_id} of company ${c.index} as of ${asOf} with ${made.length} bill(s)`;
  }
}

const reverseArgs = fc.record({ company: fc.nat() });

/**
 * Reverses a company's opening entry under Journal Entries (so the balances can be entered again; its bills
 * stay open). When the banks no longer hold what it put in, the app asks first (409 errors.confirm_below_zero,
 * nothing changed; see ReverseEntry); a reversed one: 409.
 */
class ReverseOpening extends Step {
  constructor(private readonly a: ArgsOf<typeof reverseArgs>) {
    super('reverseOpening', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const mine = m.openings.filter((o) => o.company === c.index);
    const live = mine.find((o) => !o.reversed);
    const target = live ?? mine.at(-1);
    if (!target) return `company ${c.index} has no opening`;
    const res = await c.treasurer.post(`/journals/${target.entryId}/reverse`, {});
    for (const b of target.banks) m.touched.banks.add(b.bankId);
    if (!live) {
      expectStatus(res, 409, 'a second reversal of an opening');
      return `409 opening #${target.entryId} already reversed`;
    }
    const put = new Map<number, number>();
    for (const b of live.banks) put.set(b.bankId, (put.get(b.bankId) ?? 0) + b.amountCents);
    if ([...put].some(([bank, cents]) => m.balance(bank) < cents)) {
      expectStatus(res, 409, `reversing opening #${live.entryId} whose money is spent`);
      if (!res.body.errors?.confirm_below_zero) throw new Error(`no errors.confirm_below_zero in ${JSON.stringify(res.body)}`);
      return `409 opening #${live.entryId} is spent: the reversal asks first`;
    }
    expectStatus(res, 200, 'reverse the opening entry');
    live.reversed = true;
    for (const b of live.banks) m.moveBank(b.bankId, -b.amountCents);
    return `reversed opening #${live.entryId}`;
  }
}

export const openingCommands: DocumentCommands = {
  sourceType: 'opening_balance',
  commands: [
    { weight: 1, arbitrary: openingArgs.map((a) => new PostOpening(a)) },
    { weight: 1, arbitrary: reverseArgs.map((a) => new ReverseOpening(a)) },
  ],
};
