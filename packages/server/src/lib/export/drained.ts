import type { Writable } from 'node:stream';

/** Resolves when `stream` can take more, or is gone (the export then stops at its next row). */
export const drained = (stream: Writable) =>
  new Promise<void>((resolve) => {
    if (stream.destroyed) return resolve(); // its 'close' may have gone by already
    // Both listeners go once either fires: an export waits here thousands of times.
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
  });
