import { BILL_STATUS, BILL_STATUS_NAMES, fromCents } from '@app/contract';
import fc from 'fast-check';
import { type BillModel, pick, pickPreferring, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import { type ArgsOf, cents, type DocumentCommands, oneIn, otherCompany } from './document.js';

/** The bill form's body (createPayBills / updateBill). */
export function billBody(w: World, c: WorldCompany, o: { vendor: number; account: number; cents: number; dueIn: number; reference: string }) {
  return {
    company_id: c.id,
    refrence: o.reference,
    bill_due: w.day(o.dueIn),
    vendor_id: o.vendor,
    amount_due: fromCents(o.cents),
    account_payable_id: c.payable,
    account_id: o.account,
    fund_program_id: c.program,
    funtional_expenses_id: c.expense,
    memo: 'Workflow bill',
    description: '',
  };
}

const billArgs = fc.record({
  company: fc.nat(),
  vendor: fc.nat(),
  account: fc.nat(),
  cents,
  dueIn: fc.integer({ min: 0, max: 45 }),
  /** 1 in 8: the reference of a live bill of the same vendor (the app asks before a second one) */
  duplicate: oneIn(8),
});

class CreateBill extends Step {
  constructor(private readonly a: ArgsOf<typeof billArgs>) {
    super('createBill', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const vendor = pick(c.vendors, this.a.vendor) as number;
    const twin = [...m.bills.values()].find((b) => b.company === c.index && b.status !== BILL_STATUS.Void && b.body.vendor_id === vendor);
    if (this.a.duplicate && twin) {
      const body = billBody(w, c, {
        vendor,
        account: pick(c.coa, this.a.account) as number,
        cents: this.a.cents,
        dueIn: this.a.dueIn,
        reference: twin.body.refrence as string,
      });
      const res = await c.treasurer.post('/createPayBills', body);
      expectStatus(res, 409, 'a second bill with a live bill\u2019s vendor and reference');
      if (!res.body.errors?.confirm_duplicate) throw new Error(`duplicate bill: no errors.confirm_duplicate in ${JSON.stringify(res.body)}`);
      m.touched.bills.add(twin.id);
      return `409 duplicate of bill #${twin.id}`;
    }
    const body = billBody(w, c, { vendor, account: pick(c.coa, this.a.account) as number, cents: this.a.cents, dueIn: this.a.dueIn, reference: w.reference() });
    const res = await c.treasurer.post('/createPayBills', body);
    expectStatus(res, 200, 'createPayBills');
    const id = res.body.data.id as number;
    m.bills.set(id, { id, company: c.index, status: BILL_STATUS.Created, amountCents: this.a.cents, body });
    m.touched.bills.add(id);
    return `bill #${id} of company ${c.index} for ${fromCents(this.a.cents)}`;
  }
}

/** stale: a bill no longer Created (the app must refuse the edit), 1 in 4 */
/** foreign: another company's treasurer tries it, naming their own company in the body (404), 1 in 10 */
const editArgs = fc.record({ bill: fc.nat(), account: fc.nat(), cents, dueIn: fc.integer({ min: 0, max: 45 }), stale: oneIn(4), foreign: oneIn(10) });

/** Edits any bill: only a Created one changes (its posting reversed and posted again); others answer 409. */
class EditBill extends Step {
  constructor(private readonly a: ArgsOf<typeof editArgs>) {
    super('editBill', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const bill = pickPreferring([...m.bills.values()], this.a.bill, (b) => b.status === BILL_STATUS.Created, this.a.stale);
    if (!bill) return 'no bill yet';
    const c = w.companies[bill.company];
    // An opening bill keeps its net assets account half the time (an edit may keep a bill's own account).
    const account = this.a.account % 2 === 0 && bill.body.account_id === c.netAssets ? c.netAssets : (pick(c.coa, this.a.account) as number);
    const body = { ...bill.body, account_id: account, amount_due: fromCents(this.a.cents), bill_due: w.day(this.a.dueIn) };
    m.touched.bills.add(bill.id);
    if (this.a.foreign) {
      const other = otherCompany(w, bill.company);
      const res = await other.treasurer.post(`/updateBill/${bill.id}`, { ...body, company_id: other.id });
      expectStatus(res, 404, 'another company editing a bill');
      return `404 for another company on bill #${bill.id}`;
    }
    const res = await c.treasurer.post(`/updateBill/${bill.id}`, body);
    if (bill.status !== BILL_STATUS.Created) {
      expectStatus(res, 409, `updateBill of a ${BILL_STATUS_NAMES[bill.status]} bill`);
      return `409 bill #${bill.id} is ${BILL_STATUS_NAMES[bill.status]}`;
    }
    expectStatus(res, 200, 'updateBill');
    bill.body = body;
    bill.amountCents = this.a.cents;
    return `bill #${bill.id} now ${fromCents(this.a.cents)}`;
  }
}

/** again: a bill already Void (409), 1 in 5; foreign: as another company's treasurer (404), 1 in 10 */
const voidArgs = fc.record({ bill: fc.nat(), again: oneIn(5), foreign: oneIn(10) });

/** Voids any bill (its payment and that payment's check first); a Void one answers 409, another company's 404. */
class VoidBill extends Step {
  constructor(private readonly a: ArgsOf<typeof voidArgs>) {
    super('voidBill', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const bill = pickPreferring([...m.bills.values()], this.a.bill, (b) => b.status !== BILL_STATUS.Void, this.a.again);
    if (!bill) return 'no bill yet';
    m.touched.bills.add(bill.id);
    if (this.a.foreign) {
      const res = await otherCompany(w, bill.company).treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`);
      expectStatus(res, 404, 'another company voiding a bill');
      return `404 for another company on bill #${bill.id}`;
    }
    const res = await w.companies[bill.company].treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`);
    if (bill.status === BILL_STATUS.Void) {
      expectStatus(res, 409, 'a second void of a bill');
      return `409 bill #${bill.id} already Void`;
    }
    expectStatus(res, 200, 'changeStatusOfBillIntoVoid');
    const was = BILL_STATUS_NAMES[bill.status];
    m.voidBill(bill as BillModel);
    return `voided ${was} bill #${bill.id}`;
  }
}

export const billCommands: DocumentCommands = {
  sourceType: 'bill',
  commands: [
    { weight: 6, arbitrary: billArgs.map((a) => new CreateBill(a)) },
    { weight: 2, arbitrary: editArgs.map((a) => new EditBill(a)) },
    { weight: 2, arbitrary: voidArgs.map((a) => new VoidBill(a)) },
  ],
};
