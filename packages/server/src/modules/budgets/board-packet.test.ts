import { BUDGET_TEXT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../../test/download.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { day, testWorld, type WorldCompany } from '../../../test/world/server.js';

let t: TestContext;
let b: WorldCompany;
let year = 0;
let month = 0;
const ALL = 'financial_position,activities,budget_vs_actual,fund_balances,bank_reconciliation,checks';

beforeAll(async () => {
  t = await createTestContext();
  b = await testWorld(t).company({ name: 'Packet Chapel' });
  await b.fund('900.00');
  await b.standardCheck('125.40', { memo: 'Hymnals' });
  const today = day();
  year = Number(today.slice(0, 4));
  month = Number(today.slice(5, 7));
});
afterAll(() => t.close());

describe('the board packet', () => {
  it('one PDF: a cover page, the chosen sections in order, each page numbered', async () => {
    const res = await download(t.app, b.treasurer.token, `/reports/board-packet?year=${year}&month=${month}&sections=${ALL}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = readPdf(res.bytes, 'board-packet');
    expect(pdf.pages).toBeGreaterThanOrEqual(7);
    const cover = pdf.text(1);
    expect(cover).toContain('Board Packet');
    expect(cover).toContain('Packet Chapel');
    expect(cover).toMatch(/1\.\s+Statement of Financial Position[\s\S]*6\.\s+The Month's Checks/);
    const all = Array.from({ length: pdf.pages }, (_, i) => pdf.text(i + 1));
    for (const [i, text] of all.entries()) expect(text).toContain(`Page ${i + 1} of ${pdf.pages}`);
    const first = (title: string) => all.findIndex((x) => x.includes(title));
    const order = [
      'Statement of Financial Position',
      'Statement of Activities',
      'Budget against Actual',
      'Fund Balances',
      'Bank Reconciliation Status',
      "The Month's Checks",
    ].map((s) => all.findIndex((x, i) => i > 0 && x.includes(s)));
    expect(order).toEqual([...order].sort((a, c) => a - c));
    expect(first(BUDGET_TEXT.notReconciled)).toBeGreaterThan(0);
    const checks = all[order[5]];
    expect(checks).toContain('Hymnals');
    expect(checks).toContain('$125.40');
    pdf.render('board-packet-page');
  });

  it('sections in the order asked; an unknown section is refused', async () => {
    const res = await download(t.app, b.treasurer.token, `/reports/board-packet?year=${year}&month=${month}&sections=checks,financial_position`);
    const pdf = readPdf(res.bytes);
    expect(pdf.pages).toBe(3);
    expect(pdf.text(2)).toContain("The Month's Checks");
    expect(pdf.text(3)).toContain('Statement of Financial Position');
    expect((await download(t.app, b.treasurer.token, `/reports/board-packet?year=${year}&month=${month}&sections=payroll`)).status).toBe(422);
  });

  it('mailed to a list of addresses through the outbox, the PDF attached', async () => {
    const res = await b.api.post('/reports/board-packet/mail', {
      year,
      month,
      sections: ['budget_vs_actual', 'bank_reconciliation'],
      to: ['board@example.org', 'chair@example.org'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(BUDGET_TEXT.packetMailed(2));
    await t.app.deps.mail.flush();
    const sent = t.mail.sent.filter((m) => m.subject.startsWith('Board packet'));
    expect(sent.map((m) => m.to).sort()).toEqual(['board@example.org', 'chair@example.org']);
    expect(sent[0].attachments?.[0].contentType).toBe('application/pdf');
    expect(readPdf(sent[0].attachments![0].content).text(2)).toContain('Budget against Actual');
    const bad = await b.api.post('/reports/board-packet/mail', { year, month, sections: ['checks'], to: ['not an address'] });
    expect(bad.status).toBe(422);
  });
});
