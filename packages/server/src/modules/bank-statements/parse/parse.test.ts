import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt } from './camt.js';
import { type CsvMapping, parseCsv } from './csv.js';
import { detectFormat } from './detect.js';
import { parseOfx } from './ofx.js';
import { StatementFileError } from './types.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

describe('OFX 1.x SGML (QFX)', () => {
  const st = parseOfx(fixture('november.qfx'));
  it('reads the period, the balances and every line', () => {
    expect(st).toMatchObject({ format: 'qfx', accountNumber: '000123456789', periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    // 5,953.43 at the end less the month's lines (1,250.00 - 150.00 - 89.47 - 42.10 - 15.00 = 953.43)
    expect(st.closingBalanceCents).toBe(595343);
    expect(st.openingBalanceCents).toBe(500000);
    expect(st.lines.map((l) => l.amountCents)).toEqual([125000, -15000, -8947, -4210, -1500]);
  });
  it("keeps a raw '&' in payee names, leading zeros of FITIDs and the bank's own day of a time-zoned date", () => {
    const att = st.lines[2];
    expect(att).toMatchObject({ payee: 'AT&T MOBILITY', description: 'AT&T MOBILITY - AUTOPAY BILL PAYMENT', bankRef: '000125', postedOn: '2026-11-15' });
    expect(st.lines[3].payee).toBe('JOHNSON & SONS PLUMBING');
    expect(st.lines[0].bankRef).toBe('000123');
    // 23:59:59 EST is the 1st of December in UTC: the statement's day stays the 30th
    expect(st.lines[4].postedOn).toBe('2026-11-30');
    expect(st.lines[1].checkNumber).toBe('1042');
  });
});

describe('OFX 2.x XML', () => {
  it('decodes &amp; once and keeps signs and zeros', () => {
    const st = parseOfx(fixture('november-v2.ofx'));
    expect(st.format).toBe('ofx');
    expect(st.lines[0]).toMatchObject({ payee: 'BARNES & NOBLE #2291', bankRef: '0000450001', amountCents: -6499, postedOn: '2026-11-04' });
    expect(st.lines[1].amountCents).toBe(50000);
    expect(st.openingBalanceCents).toBe(243501 + 6499 - 50000);
  });
});

describe('CAMT.053', () => {
  it('reads balances OPBD/CLBD, signs by CdtDbtInd, AcctSvcrRef and ChqNb as text, the other party', () => {
    const st = parseCamt(fixture('november.camt053.xml'));
    expect(st).toMatchObject({
      format: 'camt053',
      accountNumber: '777000222',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      openingBalanceCents: 300000,
      closingBalanceCents: 362550,
    });
    expect(st.lines[0]).toMatchObject({
      amountCents: 80000,
      bankRef: '0009001',
      payee: 'Smith & Jones Family Trust',
      description: 'Smith & Jones Family Trust - Building fund gift',
    });
    expect(st.lines[1]).toMatchObject({ amountCents: -17450, bankRef: '0009002', checkNumber: '001043', postedOn: '2026-11-12', payee: 'Grace Office Supply' });
  });
  it('refuses XML that is not well-formed', () => {
    expect(() => parseCamt(fixture('november.camt053.xml').slice(0, 900))).toThrow(StatementFileError);
  });
});

const mapping: CsvMapping = {
  dateColumn: 'Posting Date',
  dateFormat: 'MM/DD/YYYY',
  amountColumn: 'Amount',
  debitColumn: null,
  creditColumn: null,
  descriptionColumn: 'Description',
  checkNumberColumn: 'Check or Slip #',
  referenceColumn: null,
};

describe('CSV with a mapping', () => {
  it('reads dates in the chosen format, amounts with thousands, and tells identical rows apart', () => {
    const st = parseCsv(fixture('november.csv'), mapping);
    expect(st).toMatchObject({ format: 'csv', periodStart: '2026-11-02', periodEnd: '2026-11-30', openingBalanceCents: null });
    expect(st.lines.map((l) => l.amountCents)).toEqual([125000, -15000, -8947, -2000, -2000, -101500]);
    expect(st.lines[3].bankRef).toBe('2026-11-20|-20.00|ATM WITHDRAWAL');
    expect(st.lines[4].bankRef).toBe('2026-11-20|-20.00|ATM WITHDRAWAL|2');
    expect(st.lines[1].checkNumber).toBe('1042');
  });
  it('reads debit and credit columns, a semicolon file with decimal commas', () => {
    const st = parseCsv(fixture('debit-credit.csv'), {
      ...mapping,
      dateColumn: 'Date',
      dateFormat: 'YYYY-MM-DD',
      amountColumn: null,
      debitColumn: 'Debit',
      creditColumn: 'Credit',
      descriptionColumn: 'Memo',
      checkNumberColumn: null,
    });
    expect(st.lines.map((l) => [l.postedOn, l.amountCents])).toEqual([
      ['2026-11-02', 125000],
      ['2026-11-05', -15000],
    ]);
  });
  it('refuses a date not in the chosen format and a column the file lacks', () => {
    expect(() => parseCsv(fixture('november.csv'), { ...mapping, dateFormat: 'YYYY-MM-DD' })).toThrow(/not a date written YYYY-MM-DD/);
    expect(() => parseCsv(fixture('november.csv'), { ...mapping, amountColumn: 'Amt' })).toThrow(/no column "Amt"/);
  });
});

describe('broken files and detection', () => {
  it('a truncated OFX file is refused, not half read', () => {
    expect(() => parseOfx(fixture('broken.ofx'))).toThrow(StatementFileError);
  });
  it('detects each format from its content', () => {
    expect(detectFormat(fixture('november.qfx'), 'x.dat')).toBe('ofx');
    expect(detectFormat(fixture('november-v2.ofx'), 'x')).toBe('ofx');
    expect(detectFormat(fixture('november.camt053.xml'), 'x')).toBe('camt053');
    expect(detectFormat(fixture('november.csv'), 'x.csv')).toBe('csv');
    expect(detectFormat('%PDF-1.4 binary', 'statement.pdf')).toBeNull();
  });
});
