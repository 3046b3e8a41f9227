import { fromCents } from '@app/contract';
import fc from 'fast-check';
import { pick, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import type { ArgsOf, DocumentCommands } from './document.js';

const entryArgs = fc.record({
  company: fc.nat(),
  bank: fc.nat(),
  /** money in most of the time (the payments need it), sometimes a bank charge out */
  out: fc.nat({ max: 3 }).map((n) => n === 0),
  cents: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 10_000, max: 1_500_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 10_000 }) }),
});

/**
 * A manual journal entry on a bank account: Dr bank / Cr net assets (money in), or Dr bank charges / Cr bank
 * (money out). Money out beyond the balance answers 409 errors.confirm_below_zero and posts nothing.
 */
class BankEntry extends Step {
  constructor(private readonly a: ArgsOf<typeof entryArgs>) {
    super('bankEntry', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const bank = pick(c.banks, this.a.bank) as number;
    const amount = fromCents(this.a.cents);
    const [debit, credit] = this.a.out ? [c.charges, bank] : [bank, c.netAssets];
    const res = await c.treasurer.post('/journals', {
      entry_date: w.today(),
      memo: this.a.out ? 'Bank charges' : 'Offering deposit',
      lines: [
        { account_id: debit, debit: amount, credit: '' },
        { account_id: credit, debit: '', credit: amount },
      ],
    });
    m.touched.banks.add(bank);
    if (this.a.out && this.a.cents > m.balance(bank)) {
      expectStatus(res, 409, `a bank charge of ${amount} from a bank holding ${fromCents(m.balance(bank))}`);
      if (!res.body.errors?.confirm_below_zero) throw new Error(`no errors.confirm_below_zero in ${JSON.stringify(res.body)}`);
      return `409 would take bank ${bank} below zero`;
    }
    expectStatus(res, 200, 'POST /journals');
    const bankCents = this.a.out ? -this.a.cents : this.a.cents;
    m.journals.push({ id: res.body.data.id, company: c.index, bankId: bank, bankCents, reversed: false });
    m.moveBank(bank, bankCents);
    return `entry #${res.body.data.id}: ${this.a.out ? 'out of' : 'into'} bank ${bank} ${amount}`;
  }
}

const reverseArgs = fc.record({ entry: fc.nat() });

/**
 * The journal's Delete: reverses a manual entry (a second time: 409). A reversal that would take the bank
 * below zero is asked about first (409 errors.confirm_below_zero, nothing changed): the model never confirms,
 * so its banks stay at or above zero.
 */
class ReverseEntry extends Step {
  constructor(private readonly a: ArgsOf<typeof reverseArgs>) {
    super('reverseEntry', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const entry = pick(m.journals, this.a.entry);
    if (!entry) return 'no entry to reverse';
    const res = await w.companies[entry.company].treasurer.post(`/journals/${entry.id}/reverse`, {});
    m.touched.banks.add(entry.bankId);
    if (entry.reversed) {
      expectStatus(res, 409, 'a second reversal of an entry');
      return `409 entry #${entry.id} already reversed`;
    }
    if (m.balance(entry.bankId) - entry.bankCents < 0) {
      expectStatus(res, 409, `a reversal taking bank ${entry.bankId} below zero`);
      if (!res.body.errors?.confirm_below_zero) throw new Error(`no errors.confirm_below_zero in ${JSON.stringify(res.body)}`);
      return `409 reversing entry #${entry.id} would take bank ${entry.bankId} below zero`;
    }
    expectStatus(res, 200, 'reverse a journal entry');
    entry.reversed = true;
    m.moveBank(entry.bankId, -entry.bankCents);
    return `reversed entry #${entry.id}`;
  }
}

export const journalCommands: DocumentCommands = {
  sourceType: 'manual',
  commands: [
    { weight: 4, arbitrary: entryArgs.map((a) => new BankEntry(a)) },
    { weight: 1, arbitrary: reverseArgs.map((a) => new ReverseEntry(a)) },
  ],
};
