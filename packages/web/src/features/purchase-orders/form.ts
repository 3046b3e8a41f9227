import { computeTotals, formatUsd, type PoRequestIn, type PoShowResponse, parseMilli, toCents } from '@app/contract';

export interface PoItemForm {
  id: number | null;
  description: string;
  quantity: string;
  unit_price: string;
}

/** What the form holds: text as typed; the contract's poRequest checks and converts it. */
export interface PoForm {
  company_id: number;
  vendor_id: number | '';
  shipping_method: string;
  payment_terms: string;
  required_by_date: string;
  freight: string;
  sales_tax: string;
  items: PoItemForm[];
}

export const emptyPoForm = (companyId = 0): PoForm => ({
  company_id: companyId,
  vendor_id: '',
  shipping_method: '',
  payment_terms: '',
  required_by_date: '',
  freight: '',
  sales_tax: '',
  items: [],
});

export function fromOrder(o: PoShowResponse): PoForm {
  return {
    company_id: o.data.company_id,
    vendor_id: o.data.vendor_id,
    shipping_method: o.data.shipping_method ?? '',
    payment_terms: o.data.payment_terms ?? '',
    required_by_date: o.data.required_by_date ?? '',
    freight: o.data.freight,
    sales_tax: o.data.sales_tax,
    items: o.itemData.map((i) => ({ id: i.id, description: i.description, quantity: i.quantity, unit_price: i.unit_price })),
  };
}

export function toRequest(v: PoForm, statusName: 'Draft' | 'Pending For Approval'): PoRequestIn {
  return { ...v, status_name: statusName, items: v.items.map((i) => ({ ...i, id: i.id ?? undefined })) };
}

/** The amount a line shows while typing (the server computes the stored one the same way). */
export function lineAmount(item: { quantity: string; unit_price: string } | undefined): string {
  const q = item ? parseMilli(item.quantity) : null;
  const p = item ? toCents(item.unit_price) : null;
  if (q === null || p === null || p < 0) return '';
  return formatUsd(computeTotals({ items: [{ quantityMilli: q, unitPriceCents: p }], taxMilli: 0, freightCents: 0 }).totals.lineCents[0]);
}

/** Subtotal, tax, freight and grand total as they change; a field that is not a number yet counts as 0. */
export function liveTotals(v: Pick<PoForm, 'items' | 'freight' | 'sales_tax'>) {
  const items = (v.items ?? []).map((i) => ({ quantityMilli: parseMilli(i.quantity) ?? 0, unitPriceCents: Math.max(0, toCents(i.unit_price) ?? 0) }));
  const taxMilli = parseMilli(String(v.sales_tax ?? '').replace(/%$/, '')) ?? 0;
  const freight = Math.max(0, toCents(v.freight || '0') ?? 0);
  return computeTotals({ items, taxMilli: Math.min(taxMilli, 100_000), freightCents: freight });
}
