#!/usr/bin/env node
// `npm start`'s build step: builds the web app only when its sources changed since the last build. A hash
// of every input (the web app's and the contract's sources, the build config, the lock file) is kept beside
// the build in dist/.build-hash; a restart with nothing changed serves the existing build at once.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const inputs = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/build',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/package.json',
  'packages/web/tsconfig.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];
const dist = 'packages/web/dist';
const stampFile = path.join(dist, '.build-hash');

function filesOf(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((name) => filesOf(path.join(p, name)));
}

function inputHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesOf)) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const wanted = inputHash();
const built = fs.existsSync(stampFile) && fs.existsSync(path.join(dist, 'index.html')) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
if (built === wanted && !process.argv.includes('--force')) {
  console.log('The web app is up to date (packages/web/dist): not rebuilt.');
} else {
  execSync('npm run build -w @app/web', { stdio: 'inherit' });
  fs.writeFileSync(stampFile, `${wanted}\n`);
}
