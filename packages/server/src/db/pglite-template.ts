import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, sourceFile } from '../paths.js';
import { migrationsKey } from './migrations-key.js';
import { fileURLToPath } from 'node:url';

/**
 * A new embedded data directory starts from a dump of an initialised, migrated database instead of running
 * initdb: initdb in WebAssembly takes ~10 s and leaves ~800 MB resident; loading the dump takes ~2 s and
 * ~400 MB. The dump is made once per machine (per PGlite version and set of migrations), in a child process,
 * and kept in PGLITE_TEMPLATE_DIR (default node_modules/.cache/pglite-template). Migrations still run after
 * loading (nothing to do when the template is current).
 */
export function pgliteTemplate(migrationsFolder: string): Blob | undefined {
  try {
    const dir = process.env.PGLITE_TEMPLATE_DIR || cacheDir('pglite-template');
    // The package's version (its package.json is not exported): found beside its resolved entry point.
    let pkgDir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
    const version = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
    const file = path.join(dir, `template-${migrationsKey(migrationsFolder, version)}.tar.gz`);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dir, { recursive: true });
      execFileSync(process.execPath, [sourceFile('db/pglite-template.mjs'), file, migrationsFolder], { stdio: 'inherit' });
    }
    return new Blob([fs.readFileSync(file)]);
  } catch (err) {
    // No template (read-only disk, ...): PGlite runs initdb itself, slower but the same database.
    console.warn(`embedded database template unavailable, initialising directly: ${(err as Error).message}`);
    return undefined;
  }
}
