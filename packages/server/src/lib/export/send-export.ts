import { PassThrough } from 'node:stream';
import type { ExportFormat } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { ExportColumn } from './columns.js';
import { writeCsv } from './csv.js';
import { writeXlsx } from './xlsx.js';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ExportSpec<T> {
  /** file name stem and sheet name, e.g. 'vendors' -> vendors-2026-11-22.xlsx */
  name: string;
  format: ExportFormat;
  columns: ExportColumn<T>[];
  /** every row matching the list's filters, in its order, read in bounded batches (see inBatches) */
  rows: AsyncIterable<T>;
  /** the server's clock (app.deps.clock): the file is named after its UTC day */
  now: Date;
}

/** `vendors-2026-11-22.csv`: the list's name and the day it was taken. */
export const exportFileName = (name: string, format: ExportFormat, now: Date) => `${name}-${now.toISOString().slice(0, 10)}.${format}`;

/**
 * Answers a list's export: a download (Content-Disposition attachment) streamed row by row as CSV or XLSX.
 * The first batch is read before the answer starts, so a failing query still answers an error envelope;
 * a failure later can only cut the download short (logged). A client that goes away stops the reading.
 * Authorise and scope BEFORE calling this, exactly as the list route does.
 */
export async function sendExport<T>(reply: FastifyReply, spec: ExportSpec<T>): Promise<FastifyReply> {
  const it = spec.rows[Symbol.asyncIterator]();
  const first = await it.next();
  const out = new PassThrough();
  let gone = false;
  out.once('close', () => {
    gone = true;
  });
  async function* rows(): AsyncGenerator<T> {
    for (let next = first; !next.done; next = await it.next()) {
      if (gone) throw new Error('export: the client went away');
      yield next.value;
    }
  }
  const write = spec.format === 'csv' ? writeCsv(out, spec.columns, rows()) : writeXlsx(out, spec.name, spec.columns, rows());
  write.catch((err: Error) => {
    if (!gone) reply.log.error({ err }, 'export failed after the download started');
    out.destroy(err);
  });
  const file = exportFileName(spec.name, spec.format, spec.now);
  return reply.header('Content-Disposition', `attachment; filename="${file}"`).header('Cache-Control', 'no-store').type(CONTENT_TYPES[spec.format]).send(out);
}
