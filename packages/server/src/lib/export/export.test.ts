import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { readCsv } from '../../../test/download.js';
import { inBatches } from './batches.js';
import { centsToDecimal, type ExportColumn, safeText } from './columns.js';
import { writeCsv } from './csv.js';
import { exportFileName } from './send-export.js';
import { writeXlsx } from './xlsx.js';

interface R {
  name: string;
  cents: number;
  day: string;
  n: number;
}
const columns: ExportColumn<R>[] = [
  { header: 'Name', type: 'text', value: (r) => r.name },
  { header: 'Amount', type: 'money', value: (r) => r.cents },
  { header: 'Date', type: 'date', value: (r) => r.day },
  { header: 'Count', type: 'number', value: (r) => r.n },
];
const rows: R[] = [
  { name: '=SUM(A1:A9)', cents: 123456, day: '2026-11-22', n: 3 },
  { name: 'Grace, "Supply"', cents: -5, day: '2026-01-02', n: 0 },
];
async function* iter() {
  yield* rows;
}
const collect = async (write: (out: PassThrough) => Promise<void>) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c) => chunks.push(c));
  await write(out);
  return Buffer.concat(chunks);
};

describe('export cells', () => {
  it('writes cents exactly and guards formulas', () => {
    expect(centsToDecimal(123456)).toBe('1234.56');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(safeText('=1+1')).toBe("'=1+1");
    expect(safeText('+1')).toBe("'+1");
    expect(safeText('-1')).toBe("'-1");
    expect(safeText('@x')).toBe("'@x");
    expect(safeText('Acme')).toBe('Acme');
  });

  it('names the file after the list and the UTC day', () => {
    expect(exportFileName('vendors', 'xlsx', new Date('2026-11-22T23:30:00Z'))).toBe('vendors-2026-11-22.xlsx');
  });

  it('reads every batch until a short one', async () => {
    const asked: number[] = [];
    const data = Array.from({ length: 7 }, (_, i) => i);
    const got: number[] = [];
    for await (const n of inBatches(async (limit, offset) => {
      asked.push(offset);
      return data.slice(offset, offset + limit);
    }, 3))
      got.push(n);
    expect(got).toEqual(data);
    expect(asked).toEqual([0, 3, 6]);
  });
});

describe('writeCsv', () => {
  it('writes a header, money as decimals, dates as days and guarded text', async () => {
    const bytes = await collect((out) => writeCsv(out, columns, iter()));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(readCsv(bytes)).toEqual([
      ['Name', 'Amount', 'Date', 'Count'],
      ["'=SUM(A1:A9)", '1234.56', '2026-11-22', '3'],
      ['Grace, "Supply"', '-0.05', '2026-01-02', '0'],
    ]);
  });

  it('writes many rows in few chunks, and stops reading rows once the download is gone', async () => {
    let read = 0;
    async function* endless() {
      for (;;) yield { name: 'Acme', cents: 100, day: '2026-11-22', n: ++read };
    }
    const out = new PassThrough();
    const chunks: number[] = [];
    // The client takes two chunks, then goes away.
    out.on('data', (c: Buffer) => {
      chunks.push(c.length);
      if (chunks.length === 2) out.destroy();
    });
    await expect(writeCsv(out, columns, endless())).rejects.toThrow('the client went away');
    expect(read).toBeGreaterThan(500);
    expect(read).toBeLessThan(2_000);
    expect(Math.min(...chunks)).toBeGreaterThan(10_000);
  });
});

describe('CSV text cells (issue 21 point 7)', () => {
  const texts = ['Acme;=1+2', '=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn', 'Acme'];
  const textRows = async function* () {
    for (const name of texts) yield { name, cents: 100, day: '2026-11-22', n: 1 };
  };

  it('quotes every text field, so a semicolon-separated spreadsheet keeps Acme;=1+2 in one cell', async () => {
    const bytes = await collect((out) => writeCsv(out, columns, textRows()));
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('"Name","Amount","Date","Count"');
    expect(lines[1]).toBe('"Acme;=1+2",1.00,2026-11-22,1');
    expect(lines[8]).toBe('"Acme",1.00,2026-11-22,1');
    // Read back as a spreadsheet set to ';' reads it: the name is one cell, and no cell is a formula.
    const bySemicolon: string[][] = parse(bytes, { bom: true, delimiter: ';', relax_quotes: true });
    expect(bySemicolon[1]).toEqual(['"Acme;=1+2",1.00,2026-11-22,1']);
    expect(bySemicolon.flat().some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
  });

  it('puts an apostrophe before a field that starts with =, +, -, @, a tab or a carriage return', async () => {
    const bytes = await collect((out) => writeCsv(out, columns, textRows()));
    const names = readCsv(bytes)
      .slice(1)
      .map((r) => r[0]);
    expect(names).toEqual(['Acme;=1+2', '\'=HYPERLINK("http://x")', "'+1", "'-2", "'@SUM(A1)", "'\tTab", "'\rReturn", 'Acme']);
  });
});

describe('writeXlsx', () => {
  it('writes money as numbers with 2 decimals and dates as dates', async () => {
    const bytes = await collect((out) => writeXlsx(out, 'things', columns, iter()));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('things');
    expect(sheet?.rowCount).toBe(3);
    const row = sheet!.getRow(2);
    expect(row.getCell(1).value).toBe("'=SUM(A1:A9)");
    expect(row.getCell(2).value).toBe(1234.56);
    expect(row.getCell(2).numFmt).toBe('#,##0.00');
    expect(row.getCell(3).value).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(row.getCell(4).value).toBe(3);
    expect(sheet!.getRow(3).getCell(2).value).toBe(-0.05);
  });
});
