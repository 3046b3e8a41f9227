import { PassThrough } from 'node:stream';
import { type ExportFormat, M } from '@app/contract';
import type { FastifyReply } from 'fastify';
import { RateLimited } from '../../modules/auth/limits.js';
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

/** Exports one user may run at once on a node (issue 21 point 7), and the wait a refused one is told. */
export const exportLimit = { perUser: 2, retryAfterS: 5 };
/** Exports running per user, per app (keyed by its deps: every route context of one app shares them). */
const running = new WeakMap<object, Map<number, number>>();

/**
 * Takes one of the caller's export slots or refuses with 429 and Retry-After, before any row is read: a
 * user starting export after export cannot take every connection and the node's memory. Answers the
 * release, which is safe to call more than once.
 */
function takeExportSlot(reply: FastifyReply): () => void {
  const userId = reply.request.auth?.userId;
  if (userId === undefined) return () => {};
  const key = (reply.server as { deps?: object }).deps ?? reply.server;
  const counts = running.get(key) ?? new Map<number, number>();
  running.set(key, counts);
  const now = counts.get(userId) ?? 0;
  if (now >= exportLimit.perUser) throw new RateLimited(M.exportsBusy, exportLimit.retryAfterS);
  counts.set(userId, now + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(userId) ?? 1) - 1;
    if (left > 0) counts.set(userId, left);
    else counts.delete(userId);
  };
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
  const release = takeExportSlot(reply);
  const it = spec.rows[Symbol.asyncIterator]();
  let first: IteratorResult<T>;
  try {
    first = await it.next();
  } catch (err) {
    release();
    throw err;
  }
  const out = new PassThrough();
  let gone = false;
  out.once('close', () => {
    gone = true;
    release();
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
