// Shared by npm start's two builds (scripts/build-web.mjs, scripts/build-server.mjs): a hash of every input
// file, kept beside a build, so a restart with nothing changed does not build again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function filesOf(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((name) => filesOf(path.join(p, name)));
}

/** The sha256 of the paths and contents of every file under `inputs` (files or directories). */
export function inputHash(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf)) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}
