#!/usr/bin/env node
// `npm start`'s build step: builds the web app only when its sources changed since the last build. A hash
// of every input (the web app's and the contract's sources, the build config, the lock file) is kept beside
// the build in dist/.build-hash; a restart with nothing changed serves the existing build at once.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { inputHash } from './lib/input-hash.mjs';

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

const wanted = inputHash(inputs);
const built = fs.existsSync(stampFile) && fs.existsSync(path.join(dist, 'index.html')) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
if (built === wanted && !process.argv.includes('--force')) {
  console.log('The web app is up to date (packages/web/dist): not rebuilt.');
} else {
  execSync('npm run build -w @app/web', { stdio: 'inherit' });
  fs.writeFileSync(stampFile, `${wanted}\n`);
}
