import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { checkingCompany } from './checks.fixtures.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;
let token: string;
const dir = mkdtempSync(join(tmpdir(), 'checks-pdf-'));

beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
  await c.fund('200000.00');
  token = (await c.world.user('Treasurer')).token;
});
afterAll(() => t.close());

/** The PDF bytes of a print call, written to a file; its text per page through pdftotext. */
async function printed(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, res.rawPayload);
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1]);
  const text = (page: number) => execFileSync('pdftotext', ['-layout', '-f', String(page), '-l', String(page), file, '-']).toString();
  return { file, pages, text, size: res.rawPayload.length };
}

describe('printed checks', () => {
  it('a voucher run prints one page per check in number order: payee, figures, words with n/100 and asterisks, stubs; the voided one shows VOID and 0', async () => {
    const [p1, p2] = await c.paid(['1234.56', '100.00']);
    const [p3] = await c.paid(['99999.00'], c.vendor2.id);
    const run = await c.treasurer.post('/createChecks', c.voucher([p3, p1, p2], { memo: 'November run' }));
    expect(run.status).toBe(200);
    const [first, second] = run.body.data as Array<{ id: number; check_number: number }>;
    // Ids sent in reverse: pages still come in number order.
    const pdf = await printed('POST', '/printMultipleCheckByVendor', { checkId: [second.id, first.id] });
    expect(pdf.pages).toBe(2);
    const one = pdf.text(1);
    expect(one).toContain(c.vendor2.name);
    expect(one).toMatch(/\$\*+99,999\.00/);
    expect(one).toMatch(/Ninety Nine Thousand Nine Hundred Ninety Nine and 00\/100 \*{3,}/);
    expect(one).toContain(String(first.check_number));
    const two = pdf.text(2);
    expect(two).toContain(c.vendor.name);
    expect(two).toMatch(/\$\*+1,334\.56/);
    expect(two).toMatch(/One Thousand Three Hundred Thirty Four and 56\/100 \*+/);
    for (const header of ['Date', 'Bill Type', 'Reference/memo', 'Original Amount', 'Balance Due', 'Discount', 'Payment']) expect(two).toContain(header);
    expect(two.match(/Check Amount \$1,334\.56/g)).toHaveLength(2); // two stubs
    expect(two).toContain('November run');
    expect(two).not.toContain('VOID');

    expect((await c.treasurer.get(`/voidCheck/${second.id}`)).status).toBe(200);
    const voided = await printed('GET', `/getPrintCheckInfoByCheckId/${second.id}`);
    expect(voided.pages).toBe(1);
    const v = voided.text(1);
    expect(v).toContain('VOID');
    expect(v).toMatch(/\$\*+0\.00/);
    expect(v).toContain('Zero and 00/100');
    expect(v).not.toContain('1,334.56');
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf.file, join(dir, 'run')]);
    execFileSync('pdftoppm', ['-png', '-r', '60', voided.file, join(dir, 'void')]);
    console.info(`check PDFs rendered under ${dir}`);
  });

  it('a standard check prints once: date, payee and address, figures, words, memo', async () => {
    const made = await c.treasurer.post('/createChecks', c.standard({ amount_due: '1500.05', memo: 'Parsonage roof' }));
    const pdf = await printed('GET', `/getPrintCheckInfoByCheckId/${made.body.checkId[0]}`);
    expect(pdf.pages).toBe(1);
    const text = pdf.text(1);
    expect(text).toContain(c.vendor.name);
    expect(text).toMatch(/\$\*+1,500\.05/);
    expect(text).toContain('One Thousand Five Hundred and 05/100');
    expect(text).toContain('Parsonage roof');
    expect(text).not.toContain('Bill Type');
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf.file, join(dir, 'standard')]);
  });
});
