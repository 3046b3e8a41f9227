import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { embeddedEngineFor } from './embedded-start.js';

// Issue 23 point 1: with EMBEDDED_ENGINE unset the app runs the embedded PostgreSQL server where it can, and
// PGlite where it cannot or where a data directory already holds PGlite's books.
const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
function dataDir(mode: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-choice-'));
  fs.chmodSync(dir, mode);
  dirs.push(dir);
  return dir;
}
const root = typeof process.getuid === 'function' && process.getuid() === 0;

it('auto: the server for a new data directory its user can reach', () => {
  expect(embeddedEngineFor(path.join(dataDir(0o755), 'data'), 'auto')).toBe('postgres');
});

it('auto: PGlite for a directory that holds PGlite books from an earlier release, the server once it has its own', () => {
  const dir = dataDir(0o755);
  fs.mkdirSync(path.join(dir, 'pgdata'));
  fs.writeFileSync(path.join(dir, 'pgdata', 'PG_VERSION'), '17\n');
  expect(embeddedEngineFor(dir, 'auto')).toBe('pglite');
  fs.mkdirSync(path.join(dir, 'postgres'));
  fs.writeFileSync(path.join(dir, 'postgres', 'PG_VERSION'), '18\n');
  expect(embeddedEngineFor(dir, 'auto')).toBe('postgres');
});

it('asked by name: that engine, whatever the directory holds', () => {
  const dir = dataDir(0o755);
  expect(embeddedEngineFor(dir, 'pglite')).toBe('pglite');
  expect(embeddedEngineFor(dir, 'postgres')).toBe('postgres');
});

// Started as root, PostgreSQL runs as an unprivileged user, which cannot pass a 0700 directory of root's;
// started as anyone else, the server runs as that user, who owns the directory.
it(`auto in a 0700 directory: ${root ? 'PGlite, saying why (root start)' : 'the server (its own user owns it)'}`, () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const engine = embeddedEngineFor(path.join(dataDir(0o700), 'data'), 'auto');
  if (root) {
    expect(engine).toBe('pglite');
    expect(warn.mock.calls.flat().join('\n')).toMatch(/embedded PostgreSQL server cannot run here .*cannot reach/);
  } else {
    expect(engine).toBe('postgres');
    expect(warn).not.toHaveBeenCalled();
  }
});
