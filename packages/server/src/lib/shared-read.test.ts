import { expect, it } from 'vitest';
import { sharedRead } from './shared-read.js';

/** A read of a version as it stood when the read started; the test releases the answers one by one. */
function controlledRead() {
  const pending: Array<() => void> = [];
  let version = 0;
  return {
    read: () =>
      new Promise<number>((resolve) => {
        const seen = version;
        pending.push(() => resolve(seen));
      }),
    started: () => pending.length,
    bump: () => version++,
    finish: async (i: number) => {
      pending[i]();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

it('a caller never gets the answer of a read started before it came; those who came meanwhile share the next', async () => {
  const r = controlledRead();
  const get = sharedRead(r.read);
  const a = get(); // starts read 0 (version 0)
  r.bump(); // a change commits while read 0 is on the wire
  const b = get();
  const c = get();
  expect(r.started()).toBe(1);
  await r.finish(0);
  expect(await a).toBe(0);
  expect(r.started()).toBe(2); // b and c: one read, started after they came
  const d = get(); // came after read 1 started: a read of its own after it
  r.bump(); // a change after d came: d must see it
  await r.finish(1);
  expect(await b).toBe(1);
  expect(await c).toBe(1);
  expect(r.started()).toBe(3);
  await r.finish(2);
  expect(await d).toBe(2);
});

it('alone, each call reads at once; a failed read fails only those who shared it', async () => {
  let calls = 0;
  const get = sharedRead(async () => {
    calls++;
    if (calls === 1) throw new Error('down');
    return calls;
  });
  await expect(get()).rejects.toThrow('down');
  expect(await get()).toBe(2);
  expect(await get()).toBe(3);
});
