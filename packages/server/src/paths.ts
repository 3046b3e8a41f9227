import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, found once from this module's own location by walking up to the server
 * package's package.json: the same answer from the TypeScript sources (tsx, tests) and from the bundle that
 * `npm start` runs (dist/main.mjs), whose modules no longer sit at their source paths.
 */
function packageRoot(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
  return dir;
}

/** packages/server */
export const serverRoot = packageRoot(path.dirname(fileURLToPath(import.meta.url)));
/** the repository (the workspaces' root) */
export const repoRoot = path.resolve(serverRoot, '../..');
/** the hand-written SQL migrations and drizzle's journal */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
/** the built web app served at / */
export const webDistDefault = path.join(repoRoot, 'packages/web/dist');
/** node_modules/.cache/<name>: templates made once per machine (the embedded engines' initialised clusters) */
export const cacheDir = (name: string) => path.join(repoRoot, 'node_modules/.cache', name);
/** a file of the server's sources read at run time (not bundled) */
export const sourceFile = (relative: string) => path.join(serverRoot, 'src', relative);
