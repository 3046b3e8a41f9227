import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/**
 * Promise.all for reads that may run on a transaction: side by side on the pool, one after another on a
 * transaction's single connection. pg queues queries sent to a busy client, warns that this is deprecated and
 * will refuse it in pg@9; on one connection they never ran side by side anyway.
 */
export async function readsOn<T extends readonly unknown[]>(db: DbOrTx, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
