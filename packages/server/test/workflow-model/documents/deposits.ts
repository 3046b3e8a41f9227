import { DEPOSIT_STATUS, fromCents } from '@app/contract';
import fc from 'fast-check';
import { pick, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import { type ArgsOf, type DocumentCommands, oneIn, otherCompany } from './document.js';

const depositArgs = fc.record({
  company: fc.nat(),
  bank: fc.nat(),
  cash: fc.integer({ min: 1, max: 200_000 }),
  check: fc.integer({ min: 1, max: 500_000 }),
});

/** A Sunday offering: cash and one check, counted by two people, into a bank in the company's fund. */
class RecordDeposit extends Step {
  constructor(private readonly a: ArgsOf<typeof depositArgs>) {
    super('recordDeposit', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const bank = pick(c.banks, this.a.bank) as number;
    const res = await c.treasurer.post('/deposits', {
      bank_account_id: bank,
      deposit_date: w.today(),
      counted_by: ['Ruth Usher', 'Amos Deacon'],
      lines: [
        { account_id: c.offerings, fund_program_id: c.program, amount: fromCents(this.a.cash), method: 'cash' },
        { account_id: c.offerings, fund_program_id: c.program, amount: fromCents(this.a.check), method: 'check', check_number: '101', payer: 'A giver' },
      ],
    });
    expectStatus(res, 200, 'POST /deposits');
    const cents = this.a.cash + this.a.check;
    if (res.body.data.total !== fromCents(cents)) throw new Error(`deposit total ${res.body.data.total}, the model ${fromCents(cents)}`);
    m.setDeposit({ id: res.body.data.id, company: c.index, bankId: bank, cents, status: 0 }, DEPOSIT_STATUS.Posted);
    return `deposit #${res.body.data.id}: ${fromCents(cents)} into bank ${bank}`;
  }
}

const voidArgs = fc.record({ deposit: fc.nat(), asOther: oneIn(8) });

/**
 * A deposit's void (a second time: 409; as another company: 404, nothing changes). A void is not checked against
 * the bank's balance (it corrects a recording error), so only voids that keep the bank at or above zero are
 * sent: the books' "never below zero" stays the model's.
 */
class VoidDeposit extends Step {
  constructor(private readonly a: ArgsOf<typeof voidArgs>) {
    super('voidDeposit', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const deposit = pick(
      [...m.deposits.values()].filter((d) => d.status === DEPOSIT_STATUS.Void || m.balance(d.bankId) - d.cents >= 0),
      this.a.deposit,
    );
    if (!deposit) return 'no deposit to void';
    m.touched.deposits.add(deposit.id);
    m.touched.banks.add(deposit.bankId);
    if (this.a.asOther) {
      const res = await otherCompany(w, deposit.company).treasurer.get(`/deposits/${deposit.id}/void`);
      expectStatus(res, 404, "another company's void of a deposit");
      return `404 deposit #${deposit.id} as another company`;
    }
    const res = await w.companies[deposit.company].treasurer.get(`/deposits/${deposit.id}/void`);
    if (deposit.status === DEPOSIT_STATUS.Void) {
      expectStatus(res, 409, 'a second void of a deposit');
      return `409 deposit #${deposit.id} already void`;
    }
    expectStatus(res, 200, 'void a deposit');
    m.setDeposit(deposit, DEPOSIT_STATUS.Void);
    return `voided deposit #${deposit.id}`;
  }
}

export const depositCommands: DocumentCommands = {
  sourceType: 'deposit',
  commands: [
    { weight: 2, arbitrary: depositArgs.map((a) => new RecordDeposit(a)) },
    { weight: 1, arbitrary: voidArgs.map((a) => new VoidDeposit(a)) },
  ],
};
