import { fastXmlParser } from '../../../lib/heavy-packages.js';
import { centsOf, isoDayOf, listOf, periodOf, textOf } from './values.js';
import { type ParsedLine, type ParsedStatement, StatementFileError } from './types.js';

type Node = Record<string, any>;

// Made with the first camt.053 file read (fast-xml-parser loads then, not at start).
let parser: InstanceType<ReturnType<typeof fastXmlParser>['XMLParser']> | undefined;
const newParser = () =>
  new (fastXmlParser().XMLParser)({
    ignoreAttributes: false,
    removeNSPrefix: true,
    // every value stays the text the bank wrote: AcctSvcrRef '000123' and check numbers keep their zeros
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => ['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd'].includes(name),
  });

const amountText = (amt: unknown) => textOf(typeof amt === 'object' && amt ? (amt as Node)['#text'] : amt);
const signed = (cents: number, ind: unknown) => (textOf(ind) === 'DBIT' ? -cents : cents);
const dayOf = (node: Node | undefined, what: string) => isoDayOf(textOf(node?.Dt) || textOf(node?.DtTm), what);

function balanceOf(st: Node, codes: string[]): number | null {
  const bal = listOf<Node>(st.Bal).find((b) => codes.includes(textOf(b?.Tp?.CdOrPrtry?.Cd)));
  return bal ? signed(centsOf(amountText(bal.Amt), `The ${codes[0]} balance`), bal.CdtDbtInd) : null;
}

function lineOf(n: Node, i: number): ParsedLine {
  const where = `Entry ${i + 1}`;
  const tx: Node = listOf<Node>(listOf<Node>(n.NtryDtls)[0]?.TxDtls)[0] ?? {};
  const bankRef = textOf(n.AcctSvcrRef) || textOf(tx.Refs?.AcctSvcrRef) || textOf(n.NtryRef);
  if (!bankRef) throw new StatementFileError(`${where} has no AcctSvcrRef (the bank's reference).`);
  const cents = centsOf(amountText(n.Amt), `${where} (${bankRef})`);
  if (cents === 0) throw new StatementFileError(`${where} (${bankRef}) has an amount of 0.00.`);
  const amountCents = signed(cents, n.CdtDbtInd);
  // The other party: who was paid on a debit, who paid on a credit.
  const parties = tx.RltdPties ?? {};
  const party = amountCents < 0 ? parties.Cdtr : parties.Dbtr;
  const payee = textOf(party?.Nm) || textOf(party?.Pty?.Nm) || null;
  const remittance = listOf(tx.RmtInf?.Ustrd).map(textOf).filter(Boolean).join(' ');
  const info = textOf(n.AddtlNtryInf) || textOf(tx.AddtlTxInf);
  return {
    postedOn: dayOf(n.BookgDt ?? n.ValDt, `${where} (${bankRef}) booking date`),
    amountCents,
    description: [payee, remittance || info].filter(Boolean).join(' - ') || info,
    payee,
    checkNumber: textOf(tx.Refs?.ChqNb) || null,
    bankRef,
  };
}

/**
 * ISO 20022 CAMT.053 (the end-of-day statement), read with fast-xml-parser: balances OPBD (or PRCD) and CLBD,
 * entries with CdtDbtInd, BookgDt, AcctSvcrRef and ChqNb. One statement (one account) per file.
 */
export function parseCamt(text: string): ParsedStatement {
  const valid = fastXmlParser().XMLValidator.validate(text);
  if (valid !== true) throw new StatementFileError(`The CAMT.053 file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  parser ??= newParser();
  const doc: Node = parser.parse(text);
  const statements = listOf<Node>(doc?.Document?.BkToCstmrStmt?.Stmt);
  if (statements.length === 0) throw new StatementFileError('The file is not a CAMT.053 statement (no BkToCstmrStmt/Stmt).');
  if (statements.length > 1) throw new StatementFileError(`The CAMT.053 file holds ${statements.length} statements: download one account at a time.`);
  const st = statements[0];
  const lines = listOf<Node>(st.Ntry).map(lineOf);
  const fromLines = periodOf(lines.map((l) => l.postedOn));
  const period = st.FrToDt ?? {};
  return {
    format: 'camt053',
    accountNumber: textOf(st.Acct?.Id?.IBAN) || textOf(st.Acct?.Id?.Othr?.Id) || null,
    periodStart: textOf(period.FrDtTm) ? isoDayOf(textOf(period.FrDtTm), 'The statement start (FrDtTm)') : fromLines.start,
    periodEnd: textOf(period.ToDtTm) ? isoDayOf(textOf(period.ToDtTm), 'The statement end (ToDtTm)') : fromLines.end,
    openingBalanceCents: balanceOf(st, ['OPBD', 'PRCD']),
    closingBalanceCents: balanceOf(st, ['CLBD']),
    lines,
  };
}
