import type { Writable } from 'node:stream';

/** Resolves when `stream` can take more, or is gone (the export then stops at its next row). */
export const drained = (stream: Writable) =>
  new Promise<void>((resolve) => {
    stream.once('drain', resolve);
    stream.once('close', resolve);
  });
