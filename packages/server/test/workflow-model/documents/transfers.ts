import { fromCents, M } from '@app/contract';
import fc from 'fast-check';
import { pick, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import type { ArgsOf, DocumentCommands } from './document.js';

interface TransferModel {
  id: number;
  company: number;
  from: number;
  to: number;
  cents: number;
  voided: boolean;
}
const transfersOf = new WeakMap<WorkflowModel, TransferModel[]>();
const listOf = (m: WorkflowModel) => {
  const list = transfersOf.get(m) ?? [];
  transfersOf.set(m, list);
  return list;
};

const transferArgs = fc.record({ company: fc.nat(), from: fc.nat(), hop: fc.integer({ min: 1, max: 2 }), cents: fc.integer({ min: 1, max: 800_000 }) });

/** Money from one bank account to another; past the balance of the one it leaves: 422 'Insufficient funds in your account!!'. */
class MakeTransfer extends Step {
  constructor(private readonly a: ArgsOf<typeof transferArgs>) {
    super('makeTransfer', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const from = pick(c.banks, this.a.from) as number;
    const to = pick(c.banks, this.a.from + this.a.hop) as number;
    const res = await c.treasurer.post('/transfers', {
      from_bank_account_id: from,
      to_bank_account_id: to,
      transfer_date: w.today(),
      amount: fromCents(this.a.cents),
      fund_program_id: c.program,
    });
    m.touched.banks.add(from);
    if (this.a.cents > m.balance(from)) {
      expectStatus(res, 422, `a transfer of ${fromCents(this.a.cents)} from a bank holding ${fromCents(m.balance(from))}`);
      if (res.body.message !== M.insufficientFunds) throw new Error(`not ${M.insufficientFunds}: ${JSON.stringify(res.body)}`);
      return `422 bank ${from} holds too little`;
    }
    expectStatus(res, 200, 'POST /transfers');
    listOf(m).push({ id: res.body.data.id, company: c.index, from, to, cents: this.a.cents, voided: false });
    m.moveBank(from, -this.a.cents);
    m.moveBank(to, this.a.cents);
    return `transfer #${res.body.data.id}: ${fromCents(this.a.cents)} from bank ${from} to ${to}`;
  }
}

const voidArgs = fc.record({ transfer: fc.nat() });

/** A transfer's void (a second time: 409); only voids that keep the receiving bank at or above zero are sent. */
class VoidTransfer extends Step {
  constructor(private readonly a: ArgsOf<typeof voidArgs>) {
    super('voidTransfer', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const transfer = pick(
      listOf(m).filter((x) => x.voided || m.balance(x.to) - x.cents >= 0),
      this.a.transfer,
    );
    if (!transfer) return 'no transfer to void';
    const res = await w.companies[transfer.company].treasurer.get(`/transfers/${transfer.id}/void`);
    if (transfer.voided) {
      expectStatus(res, 409, 'a second void of a transfer');
      return `409 transfer #${transfer.id} already void`;
    }
    expectStatus(res, 200, 'void a transfer');
    transfer.voided = true;
    m.moveBank(transfer.from, transfer.cents);
    m.moveBank(transfer.to, -transfer.cents);
    return `voided transfer #${transfer.id}`;
  }
}

export const transferCommands: DocumentCommands = {
  sourceType: 'transfer',
  commands: [
    { weight: 2, arbitrary: transferArgs.map((a) => new MakeTransfer(a)) },
    { weight: 1, arbitrary: voidArgs.map((a) => new VoidTransfer(a)) },
  ],
};
