import { type PoItemRequest, type PoRequest, poRequest } from './purchase-orders.js';

/** One item of an order in domain names (thousandths of a unit, cents). */
export interface PurchaseOrderItemInput {
  /** the stored item's id when editing; null: a new line */
  id: number | null;
  description: string;
  quantityMilli: number;
  unitPriceCents: number;
}

/**
 * An order as the purchase-orders service takes it (createPurchaseOrder, updatePurchaseOrder): the request's wire
 * names (`required_by_date`, `sales_tax` in percent, `status_name`, ...) turned into domain input once, by
 * purchaseOrderInputOf. The client's totals (`grand_total`, an item's `amount`) are not part of it: the server
 * computes every amount. Refusals still name the wire fields (`errors.required_by_date`).
 */
export interface PurchaseOrderInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  vendorId: number;
  shippingMethod: PoRequest['shipping_method'];
  paymentTerms: string | null;
  /** 'YYYY-MM-DD' or null */
  requiredBy: string | null;
  freightCents: number;
  /** sales tax in thousandths of a percent (7.25% -> 7250) */
  salesTaxMilli: number;
  /** status_name 'Pending For Approval': save and send for approval */
  sendForApproval: boolean;
  items: PurchaseOrderItemInput[];
}

const itemInputOf = (i: PoItemRequest): PurchaseOrderItemInput => ({
  id: i.id,
  description: i.description,
  quantityMilli: i.quantity,
  unitPriceCents: i.unit_price,
});

/** THE place an order request's wire names become domain input. */
export const purchaseOrderInputOf = (v: PoRequest): PurchaseOrderInput => ({
  companyId: v.company_id || null,
  vendorId: v.vendor_id,
  shippingMethod: v.shipping_method,
  paymentTerms: v.payment_terms,
  requiredBy: v.required_by_date,
  freightCents: v.freight,
  salesTaxMilli: v.sales_tax,
  sendForApproval: v.status_name === 'Pending For Approval',
  items: v.items.map(itemInputOf),
});

/**
 * createPurchaseOrder's and updatePurchaseOrder's body: the order form's schema (poRequest, which the web
 * validates with, so the order of the checks lives in one place) transformed into a PurchaseOrderInput.
 */
export const poBody = poRequest.transform(purchaseOrderInputOf);
