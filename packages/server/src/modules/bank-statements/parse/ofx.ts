import { parseSync } from 'ofx-js';
import { centsOf, listOf, ofxDay, periodOf, textOf } from './values.js';
import { type ParsedLine, type ParsedStatement, StatementFileError } from './types.js';

type Node = Record<string, any>;

/** The one statement of the file: a bank account's (STMTRS) or a credit card's (CCSTMTRS). */
function statementOf(ofx: Node): Node {
  const bank = listOf(ofx?.BANKMSGSRSV1?.STMTTRNRS).map((t: Node) => t?.STMTRS);
  const card = listOf(ofx?.CREDITCARDMSGSRSV1?.CCSTMTTRNRS).map((t: Node) => t?.CCSTMTRS);
  const all = [...bank, ...card].filter((s) => s && typeof s === 'object');
  if (all.length === 0) throw new StatementFileError('The OFX file holds no bank statement (no STMTRS).');
  if (all.length > 1) throw new StatementFileError(`The OFX file holds ${all.length} accounts' statements: download one account at a time.`);
  return all[0];
}

function lineOf(t: Node, i: number): ParsedLine {
  const where = `Transaction ${i + 1}`;
  const bankRef = textOf(t.FITID);
  if (!bankRef) throw new StatementFileError(`${where} has no FITID (the bank's transaction id).`);
  const amountCents = centsOf(textOf(t.TRNAMT), `${where} (FITID ${bankRef})`);
  if (amountCents === 0) throw new StatementFileError(`${where} (FITID ${bankRef}) has an amount of 0.00.`);
  const name = textOf(t.NAME) || textOf(t.PAYEE?.NAME);
  const memo = textOf(t.MEMO);
  return {
    postedOn: ofxDay(textOf(t.DTPOSTED), `${where} (FITID ${bankRef}) date`),
    amountCents,
    description: [name, memo].filter(Boolean).join(' - ') || textOf(t.TRNTYPE),
    payee: name || null,
    checkNumber: textOf(t.CHECKNUM) || null,
    bankRef,
  };
}

/**
 * OFX 1.x (SGML, leaf tags unclosed, raw '&'), OFX 2.x (XML) and QFX (OFX with Intuit's INTU.BID) through
 * ofx-js, which keeps every value a string (FITID '000123' stays '000123'). OFX gives only the ledger balance at
 * the end, so the opening balance is that balance less the file's lines.
 */
export function parseOfx(text: string): ParsedStatement {
  if (!/<OFX>/i.test(text)) throw new StatementFileError('The file is not an OFX file (no <OFX> element).');
  let parsed: { OFX: Node };
  try {
    parsed = parseSync(text.replace(/<(\/?)ofx>/gi, '<$1OFX>'));
  } catch (e) {
    throw new StatementFileError(`The OFX file could not be read: ${(e as Error).message}.`);
  }
  const st = statementOf(parsed.OFX);
  const account = st.BANKACCTFROM ?? st.CCACCTFROM ?? {};
  const list = st.BANKTRANLIST ?? {};
  const lines = listOf<Node>(list.STMTTRN).map(lineOf);
  const closingRaw = textOf(st.LEDGERBAL?.BALAMT);
  const closingBalanceCents = closingRaw ? centsOf(closingRaw, 'The ledger balance (LEDGERBAL)') : null;
  const fromLines = periodOf(lines.map((l) => l.postedOn));
  const periodStart = textOf(list.DTSTART) ? ofxDay(textOf(list.DTSTART), 'The statement start (DTSTART)') : fromLines.start;
  const periodEnd = textOf(list.DTEND) ? ofxDay(textOf(list.DTEND), 'The statement end (DTEND)') : fromLines.end;
  const format = /INTU\.BID/i.test(text) ? 'qfx' : 'ofx';
  return {
    format,
    accountNumber: textOf(account.ACCTID) || null,
    periodStart,
    periodEnd,
    openingBalanceCents: closingBalanceCents === null ? null : closingBalanceCents - lines.reduce((s, l) => s + l.amountCents, 0),
    closingBalanceCents,
    lines,
  };
}
