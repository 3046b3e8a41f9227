/** Rows per database round trip of an export: a bounded batch, never the whole table in memory (tests lower it to cross batches). */
export const exportBatch = { size: 1000 };

/**
 * All rows of a list as an async iterable, read `size` at a time through `fetch(limit, offset)` (the list's
 * own filtered and sorted query; its unique `id` tiebreaker keeps batches from overlapping). Works the same
 * on PGlite and PostgreSQL since each batch is an ordinary query.
 */
export async function* inBatches<T>(fetch: (limit: number, offset: number) => Promise<T[]>, size = exportBatch.size): AsyncGenerator<T> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(size, offset);
    yield* rows;
    if (rows.length < size) return;
  }
}

/**
 * All rows read by position instead of offset, for lists that grow without bound (journal entries):
 * `fetch(limit, last)` answers the rows after `last` (null: from the start) in the list's order, using
 * `where (sort_col, id) < / > (last's)` on the list's index, so every batch is an index range.
 */
export async function* inKeysetBatches<T>(fetch: (limit: number, last: T | null) => Promise<T[]>, size = exportBatch.size): AsyncGenerator<T> {
  let last: T | null = null;
  for (;;) {
    const rows = await fetch(size, last);
    yield* rows;
    if (rows.length < size) return;
    last = rows[rows.length - 1];
  }
}
