import { fromCents, M, TRANSFER_STATUS } from '@app/contract';
import fc from 'fast-check';
import { pick, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import { type ArgsOf, type DocumentCommands, oneIn, otherCompany } from './document.js';

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
    if (res.body.data.amount !== fromCents(this.a.cents)) throw new Error(`transfer amount ${res.body.data.amount}, the model ${fromCents(this.a.cents)}`);
    m.setTransfer({ id: res.body.data.id, company: c.index, from, to, cents: this.a.cents, status: 0 }, TRANSFER_STATUS.Posted);
    return `transfer #${res.body.data.id}: ${fromCents(this.a.cents)} from bank ${from} to ${to}`;
  }
}

const voidArgs = fc.record({ transfer: fc.nat(), asOther: oneIn(8) });

/**
 * A transfer's void (a second time: 409; as another company: 404, nothing changes). The account the money went
 * to is not checked (a void corrects a recording error), so only voids that keep it at or above zero are sent.
 */
class VoidTransfer extends Step {
  constructor(private readonly a: ArgsOf<typeof voidArgs>) {
    super('voidTransfer', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const transfer = pick(
      [...m.transfers.values()].filter((x) => x.status === TRANSFER_STATUS.Void || m.balance(x.to) - x.cents >= 0),
      this.a.transfer,
    );
    if (!transfer) return 'no transfer to void';
    m.touched.transfers.add(transfer.id);
    m.touched.banks.add(transfer.from).add(transfer.to);
    if (this.a.asOther) {
      const res = await otherCompany(w, transfer.company).treasurer.get(`/transfers/${transfer.id}/void`);
      expectStatus(res, 404, "another company's void of a transfer");
      return `404 transfer #${transfer.id} as another company`;
    }
    const res = await w.companies[transfer.company].treasurer.get(`/transfers/${transfer.id}/void`);
    if (transfer.status === TRANSFER_STATUS.Void) {
      expectStatus(res, 409, 'a second void of a transfer');
      return `409 transfer #${transfer.id} already void`;
    }
    expectStatus(res, 200, 'void a transfer');
    m.setTransfer(transfer, TRANSFER_STATUS.Void);
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
