#!/usr/bin/env node
// Installs what is missing before `npm start` / `npm test` on a fresh machine:
// the npm dependencies (when node_modules is absent or older than the lock file) and, with --browser,
// Debian's Chromium (and its headless shell) and poppler-utils for the tests.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const stale = () => {
  if (!fs.existsSync('node_modules/.package-lock.json')) return true;
  if (!fs.existsSync('package-lock.json')) return false;
  return fs.statSync('package-lock.json').mtimeMs > fs.statSync('node_modules/.package-lock.json').mtimeMs + 1000;
};

if (stale()) {
  console.log('Installing npm dependencies...');
  // --include=dev: with NODE_ENV=production (how every hosting guide starts a Node app) npm would leave out
  // the devDependencies, and the start's build needs them (vite).
  run('npm install --include=dev --no-audit --no-fund');
}

if (process.argv.includes('--browser')) {
  // Debian packages the tests use: Chromium for the browser journeys (Playwright cannot download its own
  // browser here), with its headless shell, the build the journeys run (e2e/playwright.config.ts: a fifth less
  // CPU than the full browser in headless mode), and poppler-utils (pdftotext, pdftoppm) to read the PDFs the
  // server prints. CHROMIUM_PATH: a browser of one's own instead.
  const missing = [];
  if (process.env.CHROMIUM_PATH) {
    if (!fs.existsSync(process.env.CHROMIUM_PATH)) missing.push('chromium', 'fonts-liberation');
  } else {
    if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium', 'fonts-liberation');
    if (!fs.existsSync('/usr/bin/chromium-headless-shell')) missing.push('chromium-headless-shell');
  }
  if (!fs.existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
  if (missing.length) {
    const root = typeof process.getuid === 'function' && process.getuid() === 0;
    const sudo = root ? '' : 'sudo ';
    console.log(`Installing ${missing.join(', ')} for the tests...`);
    run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`);
  }
}
