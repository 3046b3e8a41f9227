import { enterBill } from './bills.js';
import { addDays } from './calendar.js';
import { VENDOR_PLANS } from './vendor-plans.js';
import { actor, type CompanyWorld, type DemoClock } from './world.js';

type Step = 'create' | 'draft' | 'approve' | 'decline' | 'send' | 'complete' | 'void' | 'delete';

interface OrderPlan {
  key: string;
  /** vendor key for an assembly, and for the district (no curriculum vendor there) */
  vendor: string;
  districtVendor: string;
  items: Array<[string, number, number]>;
  freight: number;
  /** the steps, by days before the real today; together they leave one order in every status */
  steps: Array<[number, Step]>;
}

const ORDERS: OrderPlan[] = [
  {
    key: 'bibles',
    vendor: 'curriculum',
    districtVendor: 'office',
    items: [
      ['Pew Bible, NKJV, burgundy', 40, 14.99],
      ['Hymnal, Church of God edition', 40, 18.5],
    ],
    freight: 35,
    steps: [
      [150, 'create'],
      [149, 'approve'],
      [147, 'send'],
      [130, 'complete'],
    ],
  },
  {
    key: 'chairs',
    vendor: 'office',
    districtVendor: 'office',
    items: [['Padded folding chair, charcoal', 24, 39.95]],
    freight: 60,
    steps: [
      [120, 'create'],
      [119, 'approve'],
      [118, 'send'],
      [100, 'void'],
    ],
  },
  {
    key: 'laptop',
    vendor: 'office',
    districtVendor: 'office',
    items: [
      ['Laptop for the church office, 16 GB', 1, 1299],
      ['Three-year accident protection', 1, 189],
    ],
    freight: 0,
    steps: [
      [90, 'create'],
      [88, 'decline'],
    ],
  },
  {
    key: 'toner',
    vendor: 'office',
    districtVendor: 'office',
    items: [['Toner cartridge, black, high yield', 4, 89]],
    freight: 0,
    steps: [
      [60, 'draft'],
      [58, 'delete'],
    ],
  },
  {
    key: 'tables',
    vendor: 'office',
    districtVendor: 'office',
    items: [
      ['Folding table, 6 ft, plastic top', 8, 64.5],
      ['Table cart', 1, 149],
    ],
    freight: 45,
    steps: [
      [40, 'create'],
      [39, 'approve'],
      [38, 'send'],
    ],
  },
  {
    key: 'vbs',
    vendor: 'curriculum',
    districtVendor: 'travel',
    items: [
      ['Vacation Bible School starter kit', 1, 349],
      ['VBS student book', 60, 4.25],
    ],
    freight: 25,
    steps: [
      [12, 'create'],
      [11, 'approve'],
    ],
  },
  {
    key: 'retreat',
    vendor: 'curriculum',
    districtVendor: 'travel',
    items: [
      ['Youth retreat registration packet', 35, 12],
      ['Leader guide', 5, 18.99],
    ],
    freight: 15,
    steps: [[4, 'create']],
  },
  {
    key: 'nursery',
    vendor: 'office',
    districtVendor: 'office',
    items: [
      ['Nursery crib sheets, set of 6', 2, 42],
      ['Disinfecting wipes, case', 3, 38.5],
    ],
    freight: 0,
    steps: [[2, 'draft']],
  },
];

const cents = (o: OrderPlan) => Math.round(o.items.reduce((s, [, q, p]) => s + q * p * 100, 0)) + o.freight * 100;

/** Runs the purchase-order steps that fall `ago` days before today: create, approve (supervisor), send, ... */
export async function ordersOfTheDay(clock: DemoClock, w: CompanyWorld, ago: number) {
  for (const o of ORDERS) {
    for (const [when, step] of o.steps) if (when === ago) await runStep(clock, w, o, step, w.orders);
  }
}

async function runStep(clock: DemoClock, w: CompanyWorld, o: OrderPlan, step: Step, ids: Record<string, number>) {
  const treasurer = await actor(clock, w, 'treasurer');
  const vendor = w.c.level === 4 ? o.districtVendor : o.vendor;
  if (step === 'create' || step === 'draft') {
    const res = await treasurer.post('/createPurchaseOrder', {
      company_id: w.id,
      vendor_id: w.vendors[vendor],
      shipping_method: 'USPS',
      payment_terms: 'Net 30',
      required_by_date: addDays(clock.day, 21),
      freight: o.freight.toFixed(2),
      sales_tax: '0', // a church is exempt from Texas sales tax
      status_name: step === 'create' ? 'Pending For Approval' : 'Draft',
      items: o.items.map(([description, quantity, price]) => ({ description, quantity: String(quantity), unit_price: price.toFixed(2) })),
    });
    ids[o.key] = res.lastInsertedId;
    return;
  }
  const id = ids[o.key];
  if (step === 'approve' || step === 'decline') {
    // Segregation of duties: the supervisor decides, never the treasurer who wrote the order.
    const supervisor = await actor(clock, w, 'supervisor');
    await supervisor.get(`/updateStatusOfPurchaseOrder/${id}/${step === 'approve' ? 'Approval' : 'Decline'}`);
  } else if (step === 'send') {
    await treasurer.get(`/sendMailPendingFromVendor/${id}`);
  } else {
    await treasurer.get(`/updateStatusOfPurchaseOrder/${id}/${step === 'complete' ? 'Completed' : step === 'void' ? 'Void' : 'Delete'}`);
  }
  if (step === 'complete') {
    const plan = VENDOR_PLANS.find((v) => v.key === vendor)!;
    await enterBill(clock, w, plan, {
      cents: cents(o),
      refrence: `INV${id}${o.key.slice(0, 3).toUpperCase()}`.slice(0, 10),
      memo: `Goods received on the purchase order`,
      purchaseOrderId: id,
    });
  }
}
