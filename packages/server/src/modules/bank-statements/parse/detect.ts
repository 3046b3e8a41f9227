import type { StatementFormat } from './types.js';

/** What kind of statement a file is, from its content first and its name second (null: none we read). */
export function detectFormat(text: string, fileName: string): Exclude<StatementFormat, 'qfx'> | null {
  const head = text.slice(0, 4000);
  if (/OFXHEADER|<OFX>/i.test(head)) return 'ofx';
  if (/camt\.053|<(\w+:)?BkToCstmrStmt/i.test(head)) return 'camt053';
  if (/\.(ofx|qfx|qbo)$/i.test(fileName)) return 'ofx';
  if (/^\s*</.test(head)) return /\.xml$/i.test(fileName) ? 'camt053' : null;
  if (/\.(csv|txt)$/i.test(fileName) || /[,;\t]/.test(head.split(/\r?\n/, 1)[0] ?? '')) return 'csv';
  return null;
}
