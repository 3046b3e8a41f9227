import { SOURCE_LABELS, SOURCE_TYPES } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { composeVoidCascade, DOCUMENTS } from './registry.js';

describe('the money-document registry', () => {
  it('files every source type of the contract under its own declaration, with a label', () => {
    expect(Object.keys(DOCUMENTS).sort()).toEqual([...SOURCE_TYPES].sort());
    for (const type of SOURCE_TYPES) {
      expect(DOCUMENTS[type].sourceType).toBe(type);
      expect(SOURCE_LABELS[type]).toBeTruthy();
    }
  });

  it('composes a void step for every document that voids something before or with it, and for no other', () => {
    const cascade = composeVoidCascade();
    const voiding = SOURCE_TYPES.filter((t) => DOCUMENTS[t].voidsFirst.length + DOCUMENTS[t].voidsWith.length > 0);
    expect(Object.keys(cascade).sort()).toEqual([...voiding].sort());
    for (const t of SOURCE_TYPES) for (const other of [...DOCUMENTS[t].voidsFirst, ...DOCUMENTS[t].voidsWith]) expect(SOURCE_TYPES).toContain(other);
  });

  it('declares each status machine over named statuses, with a void transition, starting from the initial status', () => {
    for (const doc of Object.values(DOCUMENTS)) {
      if (!('store' in doc) || !doc.store || !doc.transitions || !doc.statusName || doc.initial === undefined) continue;
      const statuses = new Set<number>([doc.initial]);
      for (const t of Object.values(doc.transitions)) {
        for (const s of [...t.from, t.to]) expect(doc.statusName(s)).not.toBe(String(s));
        for (const s of [...t.from, t.to]) statuses.add(s);
      }
      expect(Object.keys(doc.transitions)).toContain('void');
      expect(statuses.size).toBeGreaterThan(1);
    }
  });

  it('posts a bill and its payment as balanced entries under their own source types (pure mappers)', () => {
    const bill = {
      id: 7,
      companyId: 1,
      billNumber: 3,
      reference: 'INV-1',
      memo: '',
      description: '',
      vendorId: 2,
      amountDueCents: 10_000,
      accountId: 11,
      accountPayableId: 12,
      fundProgramId: 0,
      functionalExpenseId: 0,
    };
    const billPosting = DOCUMENTS.bill.posting;
    const paymentPosting = DOCUMENTS.bill_payment.posting;
    if (!billPosting || !paymentPosting) throw new Error('a bill and a payment post');
    const entries = [
      billPosting(bill, '2026-11-25', null),
      paymentPosting(
        { bill: bill as never, payment: { id: 9, bankAccountId: 13, amountDueCents: 10_000, discountCents: 500, paymentCents: 9_500 } },
        '2026-11-25',
        null,
      ),
    ];
    expect(entries.map((e) => e.sourceType)).toEqual(['bill', 'bill_payment']);
    for (const e of entries) {
      const debit = e.lines.reduce((s, l) => s + l.debitCents, 0);
      expect(e.lines.reduce((s, l) => s + l.creditCents, 0)).toBe(debit);
    }
  });
});
