/**
 * The web app's download sizes (issue 14): builds packages/web (vite build, which also writes the .br and
 * .gz copies the server sends) and reads the build: what a signed-out visitor of /login downloads, the
 * largest chunk and the whole build. The same report backs e2e/tests/bundle-budget.spec.ts.
 */
import { execSync } from 'node:child_process';
import { type BundleReport, bundleReport, kb } from '../../web/build/bundle-report.js';

export const LOGIN_BROTLI_BUDGET = 150 * 1024;

export function buildAndMeasureWeb(log: (s: string) => void): BundleReport {
  log('building the web app for its sizes (npm run build -w @app/web)');
  execSync('npm run build -w @app/web', { cwd: new URL('../../..', import.meta.url).pathname, stdio: 'ignore' });
  return bundleReport();
}

/** The rows of the sizes table: what, files, raw, gzip, brotli, target, met. */
export function webBundleTable(r: BundleReport): string[][] {
  const met = r.loginTotal.brotli <= LOGIN_BROTLI_BUDGET ? 'yes' : 'NO';
  return [
    ['web download', 'files', 'raw', 'gzip', 'brotli', 'target', 'met'],
    ['/login, signed out (index.html tags + login page chunks)', String(r.login.length), kb(r.loginTotal.raw), kb(r.loginTotal.gzip), kb(r.loginTotal.brotli), '<= 150 KB brotli', met],
    [`largest chunk (${r.largest.file})`, '1', kb(r.largest.raw), kb(r.largest.gzip), kb(r.largest.brotli), '', ''],
    ['whole build (every JS and CSS file)', String(r.total.files), kb(r.total.raw), kb(r.total.gzip), kb(r.total.brotli), '', ''],
  ];
}
