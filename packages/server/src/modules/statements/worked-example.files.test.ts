import { copyFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readXlsx } from '../../../test/download.js';
import { readPdf } from '../../../test/pdf-text.js';
import { auditorToken, setUpWorkedExample, t, tearDownWorkedExample, YEAR } from './worked-example.world.js';

// The worked example's statements (worked-example.world.ts) as PDF and Excel files, alone and compared.
beforeAll(setUpWorkedExample);
afterAll(tearDownWorkedExample);

describe('files', () => {
  it('PDFs carry the statements and their totals', async () => {
    const cases: Array<[string, string, string[]]> = [
      ['financial-position?as_of=2026-12-31', 'Statement of Financial Position', ['$25,400.00', '$16,650.00', '$8,500.00']],
      [`statement-of-activities?${YEAR}`, 'Statement of Activities', ['$6,900.00', '-$6,900.00', '$12,750.00', '$25,150.00']],
      [`functional-expenses?${YEAR}`, 'Statement of Functional Expenses', ['$4,400.00', '$850.00', '$5,250.00']],
      [`fund-balances?${YEAR}`, 'Fund Balances', ['$12,150.00', '$6,500.00', '$25,150.00']],
      [`cash-flows?${YEAR}`, 'Statement of Cash Flows', ['$8,000.00', '-$3,000.00', '$10,000.00', '$22,400.00']],
      // 2025 beside 2026: the year's change (12,400.00) and the prior year's (opening balance and the Youth gift, 12,400.00).
      [`statement-of-activities?${YEAR}&compare=prior_year`, 'Statement of Activities', ['Total Jan 01, 2025', '$10,000.00', '$2,400.00']],
      [`financial-position?as_of=2026-12-31&compare=prior_year`, 'Statement of Financial Position', ['Dec 31, 2025', '$25,400.00', '$12,400.00']],
    ];
    for (const [path, title, figures] of cases) {
      const res = await download(t.app, auditorToken, `/reports/${path}&format=pdf`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(/attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.pdf"/);
      const name = `${path.split('?')[0]}${path.includes('compare') ? '-compared' : ''}`;
      const pdf = readPdf(res.bytes, name);
      // To look at them: STATEMENT_PDF_DIR=/tmp/x npx vitest run <this file>, then pdftoppm -png /tmp/x/*.pdf
      if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/${name}.pdf`);
      const text = pdf.text(1);
      expect(text).toContain(title);
      expect(text).toContain('Grace Chapel');
      for (const f of figures) expect(text, `${title} ${f}`).toContain(f);
    }
  });

  it('Excel files read back with their totals', async () => {
    const res = await download(t.app, auditorToken, `/reports/statement-of-activities?${YEAR}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const { rows } = await readXlsx(res.bytes);
    const byLabel = new Map(rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    const change = byLabel.get('Change in net assets')!;
    expect([change.getCell(2).value, change.getCell(3).value, change.getCell(4).value]).toEqual([6650, 6100, 12750]);
    expect(byLabel.get('Net assets, end of period')!.getCell(4).value).toBe(25150);
    const pos = await readXlsx((await download(t.app, auditorToken, '/reports/financial-position?as_of=2026-12-31&format=xlsx')).bytes);
    const posLabel = new Map(pos.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    expect(posLabel.get('Total assets')!.getCell(2).value).toBe(25400);
    expect(posLabel.get('Total liabilities and net assets')!.getCell(2).value).toBe(25400);
    const fe = await readXlsx((await download(t.app, auditorToken, `/reports/functional-expenses?${YEAR}&format=xlsx`)).bytes);
    const total = fe.rows.find((r) => r.getCell(1).value === 'Total expenses')!;
    expect([total.getCell(2).value, total.getCell(3).value, total.getCell(4).value]).toEqual([850, 4400, 5250]);
    const funds = await readXlsx((await download(t.app, auditorToken, `/reports/fund-balances?${YEAR}&format=xlsx`)).bytes);
    const fundTotal = funds.rows.find((r) => r.getCell(1).value === 'Total net assets')!;
    // Beginning, revenue, expenses, released, transfers, ending (the screen's order).
    expect([2, 3, 4, 5, 6, 7].map((i) => fundTotal.getCell(i).value)).toEqual([12400, 18000, 5250, 6900, 0, 25150]);
    const cash = await readXlsx((await download(t.app, auditorToken, `/reports/cash-flows?${YEAR}&format=xlsx`)).bytes);
    const cashLabel = new Map(cash.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r.getCell(2).value]));
    expect(cashLabel.get('Net cash from operating activities')).toBe(8000);
    expect(cashLabel.get('Net cash from investing activities')).toBe(-3000);
    expect(cashLabel.get('Net change in cash')).toBe(10000);
    expect(cashLabel.get('Cash, end of period')).toBe(22400);
  });
});

describe('compared files (compare=prior_year)', () => {
  const cells = (r: { getCell(i: number): { value: unknown } }, n: number) => Array.from({ length: n }, (_, i) => r.getCell(i + 2).value);
  it('functional expenses: the prior year total beside each account, and an account of the prior year only', async () => {
    // 2027 has no expenses: every account of 2026 shows 0 this year and its 2026 total beside it.
    const q = 'from=2027-01-01&to=2027-12-31&compare=prior_year';
    const fe = await readXlsx((await download(t.app, auditorToken, `/reports/functional-expenses?${q}&format=xlsx`)).bytes);
    const header = fe.rows.find((r) => r.getCell(1).value === '' || r.getCell(1).value === null)!;
    expect(cells(header, 4)).toEqual(['Management and general', 'Program services', 'Total', 'Total Jan 01, 2026 to Dec 31, 2026']);
    const byLabel = new Map(fe.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    expect(cells(byLabel.get('5000 Pastoral Salaries')!, 4)).toEqual([0, 0, 0, 2000]);
    expect(cells(byLabel.get('Total expenses')!, 4)).toEqual([0, 0, 0, 5250]);
    const pdf = readPdf((await download(t.app, auditorToken, `/reports/functional-expenses?${q}&format=pdf`)).bytes, 'functional-compared');
    if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/functional-expenses-compared.pdf`);
    for (const f of ['Total Jan 01, 2026', '$2,000.00', '$5,250.00', 'a year earlier']) expect(pdf.text(1), f).toContain(f);
  });

  it("fund balances: each fund's ending a year earlier, by class", async () => {
    const q = `${YEAR}&compare=prior_year`;
    const funds = await readXlsx((await download(t.app, auditorToken, `/reports/fund-balances?${q}&format=xlsx`)).bytes);
    const byLabel = new Map(funds.rows.map((r) => [String(r.getCell(1).value ?? '').trim(), r]));
    // Beginning, revenue, expenses, released, transfers, ending; then the ending of Dec 31, 2025.
    expect(cells(byLabel.get('General (undesignated)')!, 7)).toEqual([10000, 5000, 2850, 0, 0, 12150, 10000]);
    expect(cells(byLabel.get('Youth Trip (Time restricted, until Jun 30, 2026)')!, 7)).toEqual([2400, 0, 900, 2400, 0, 1500, 2400]);
    expect(cells(byLabel.get('Building Fund (Purpose restricted)')!, 7)).toEqual([0, 8000, 1500, 4500, 0, 6500, 0]);
    expect(cells(byLabel.get('Total with donor restrictions')!, 7)).toEqual([2400, 13000, 2400, 6900, 0, 13000, 2400]);
    expect(cells(byLabel.get('Total net assets')!, 7)).toEqual([12400, 18000, 5250, 6900, 0, 25150, 12400]);
    const pdf = readPdf((await download(t.app, auditorToken, `/reports/fund-balances?${q}&format=pdf`)).bytes, 'funds-compared');
    if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/fund-balances-compared.pdf`);
    for (const f of ['Ending Dec', '31, 2025', 'With donor restrictions', '$12,400.00', '$25,150.00']) expect(pdf.text(1), f).toContain(f);
  });
});
