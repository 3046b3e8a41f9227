import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { DataDirLockedError, openDatabase } from './client.js';

const fixture = new URL('../../test/fixtures/hold-data-dir.ts', import.meta.url).pathname;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/** A separate node process that opens dataDir; resolves with its first line of output. */
function holder(dataDir: string): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve({ child, line: out.split('\n')[0] });
    });
    child.on('exit', (code) => (out.includes('\n') ? undefined : reject(new Error(`holder exited ${code}`))));
  });
}

// The first holder on a machine makes PGlite's template (initdb in WebAssembly, then the migrations): on a fresh
// clone in CI nothing else makes it now that the default engine is the embedded server, and beside the journeys
// that took more than the minute this test had. Its limit is an upper bound only. "At once": the takeover
// waits for nothing (no stale-lock timeout), which the warning says; no test times anything (issue 23).
it('after kill -9 the next start takes the lock over at once and says so; a live holder still refuses', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-lock-'));
  const first = await holder(dataDir);
  expect(first.line).toBe('ready');

  // A live holder: a second process and this one are refused with the clear message.
  const second = await holder(dataDir);
  expect(second.line).toMatch(/^locked: The data directory .* is in use by another running instance of the app/);
  await expect(openDatabase({ databaseUrl: null, dataDir, embeddedEngine: 'pglite' })).rejects.toBeInstanceOf(DataDirLockedError);

  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));

  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const db = await openDatabase({ databaseUrl: null, dataDir, embeddedEngine: 'pglite' });
  expect(warn.mock.calls.flat().join('\n')).toMatch(/Took over the lock of .*: its holder \(PID \d+.*\) is no longer running/);
  warn.mockRestore();
  await db.close();
  expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 240_000);
