import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Data directories this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | null {
  try {
    const h = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    return Number.isSafeInteger(h.pid) && h.pid > 0 ? h : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR/app.lock: a file created exclusively that names the holder's PID. A lock whose holder is
 * dead (kill -9, power loss) is taken over at once and reported through `warn`; a live holder on this host
 * refuses the start. Returns the release function.
 */
export function lockDataDir(dataDir: string, warn: (message: string) => void = console.warn): () => void {
  const file = path.join(dataDir, 'app.lock');
  const me: Holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      held.add(file);
      return () => {
        held.delete(file);
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = readHolder(file);
    // Our own PID without our own hold: a restarted container reusing the PID of the crashed process.
    const holderLives = holder && holder.host === me.host && (holder.pid === process.pid ? held.has(file) : alive(holder.pid));
    const otherHost = holder && holder.host !== me.host;
    if (holderLives || otherHost) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another running instance of the app (PID ${holder.pid}${otherHost ? ` on ${holder.host}` : ''}). Stop it first, or set DATA_DIR to another directory.`,
      );
    }
    if (!holder) {
      // Being written right now by a starting process, or left empty by a crash mid-write: look again shortly.
      const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age < 2000) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
        continue;
      }
    }
    warn(`Took over the lock of ${dataDir}: its holder${holder ? ` (PID ${holder.pid}, started ${holder.startedAt})` : ''} is no longer running.`);
    // recursive: an older version of the app kept the lock as a directory.
    fs.rmSync(file, { force: true, recursive: true });
  }
  throw new DataDirLockedError(`The data directory ${dataDir} could not be locked. Stop other instances of the app, or set DATA_DIR to another directory.`);
}
