/**
 * The embedded database's profile: a first start on an empty data directory (PGlite initdb, migrations)
 * until the first page answers, and the resident memory then.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
};

/** templateDir: where the migrated template is kept (empty: the machine's very first start makes it). */
export async function embeddedProfile(templateDir: string): Promise<{ firstPageS: number; rssMb: number; page: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-embedded-'));
  const port = 3000 + 100 + Math.floor(Math.random() * 800);
  const main = new URL('../src/main.ts', import.meta.url).pathname;
  const web = new URL('../../web/dist/index.html', import.meta.url).pathname;
  const page = fs.existsSync(web) ? '/login' : '/api/v1/app-info';
  const start = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PGLITE_TEMPLATE_DIR: templateDir,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL: 'a@example.org',
      ADMIN_PASSWORD: 'Bench-pass-1',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - start > 120_000) throw new Error('the embedded app did not answer within 2 minutes');
      try {
        const res = await fetch(`http://127.0.0.1:${port}${page}`);
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    const firstPageS = (performance.now() - start) / 1000;
    return { firstPageS, rssMb: rssMb(child.pid!), page };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
