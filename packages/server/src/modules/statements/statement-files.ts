import type { FastifyReply } from 'fastify';
import type { Printable } from './printable.js';
import { statementPdf } from './statement-pdf.js';
import { statementXlsx } from './statement-xlsx.js';

const TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Answers the statement as a PDF or an Excel file named after it and the server's day. */
export async function sendStatementFile(reply: FastifyReply, format: 'pdf' | 'xlsx', p: Printable, now: Date) {
  const body = format === 'pdf' ? await statementPdf(p) : await statementXlsx(p);
  const file = `${p.name}-${now.toISOString().slice(0, 10)}.${format}`;
  return reply.type(TYPES[format]).header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="${file}"`).send(body);
}
