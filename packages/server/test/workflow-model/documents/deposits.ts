import { fromCents } from '@app/contract';
import fc from 'fast-check';
import { pick, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import type { ArgsOf, DocumentCommands } from './document.js';

/** The deposits a run made, per model (the model's own fields stay the payables'). */
interface DepositModel {
  id: number;
  company: number;
  bankId: number;
  cents: number;
  voided: boolean;
}
const depositsOf = new WeakMap<WorkflowModel, DepositModel[]>();
const listOf = (m: WorkflowModel) => {
  const list = depositsOf.get(m) ?? [];
  depositsOf.set(m, list);
  return list;
};

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
    listOf(m).push({ id: res.body.data.id, company: c.index, bankId: bank, cents, voided: false });
    m.moveBank(bank, cents);
    return `deposit #${res.body.data.id}: ${fromCents(cents)} into bank ${bank}`;
  }
}

const voidArgs = fc.record({ deposit: fc.nat() });

/** A deposit's void (a second time: 409). Only voids that keep the bank at or above zero are sent (as journals). */
class VoidDeposit extends Step {
  constructor(private readonly a: ArgsOf<typeof voidArgs>) {
    super('voidDeposit', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const deposit = pick(
      listOf(m).filter((d) => d.voided || m.balance(d.bankId) - d.cents >= 0),
      this.a.deposit,
    );
    if (!deposit) return 'no deposit to void';
    const res = await w.companies[deposit.company].treasurer.get(`/deposits/${deposit.id}/void`);
    m.touched.banks.add(deposit.bankId);
    if (deposit.voided) {
      expectStatus(res, 409, 'a second void of a deposit');
      return `409 deposit #${deposit.id} already void`;
    }
    expectStatus(res, 200, 'void a deposit');
    deposit.voided = true;
    m.moveBank(deposit.bankId, -deposit.cents);
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
