#!/usr/bin/env node
// `npm start`'s server build: bundles the server's TypeScript (and the contract it imports) into ES modules,
// packages/server/dist/main.mjs and the chunks it imports, run by plain Node. Starting from the sources through tsx compiled every module
// at each start and kept esbuild's service beside the app: seconds and ~100 MB more on a small machine.
// The packages stay outside the bundle (node_modules, loaded as they are). Rebuilt only when an input changed
// (a hash beside the bundle, as scripts/build-web.mjs does for the web app).
import fs from 'node:fs';
import { build } from 'esbuild';
import { inputHash } from './lib/input-hash.mjs';

const inputs = ['packages/server/src', 'packages/server/package.json', 'packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];
const outdir = 'packages/server/dist';
const outfile = `${outdir}/main.mjs`;
const stampFile = 'packages/server/dist/.build-hash';

const dependencies = (pkg) => Object.keys(JSON.parse(fs.readFileSync(pkg, 'utf8')).dependencies ?? {});
const external = [...new Set([...dependencies('packages/server/package.json'), ...dependencies('packages/contract/package.json')])]
  .filter((name) => !name.startsWith('@app/'))
  .flatMap((name) => [name, `${name}/*`]);

const wanted = inputHash(inputs);
const built = fs.existsSync(stampFile) && fs.existsSync(outfile) ? fs.readFileSync(stampFile, 'utf8').trim() : null;
if (built === wanted && !process.argv.includes('--force')) {
  console.log('The server is up to date (packages/server/dist): not rebuilt.');
} else {
  const started = Date.now();
  // The chunks of an earlier build are named by their hashes: none may linger beside the new ones.
  for (const f of fs.existsSync(outdir) ? fs.readdirSync(outdir) : []) if (/\.mjs(\.map)?$/.test(f)) fs.rmSync(`${outdir}/${f}`);
  await build({
    entryPoints: ['packages/server/src/main.ts'],
    outdir,
    outExtension: { '.js': '.mjs' },
    // main.mjs starts the embedded database, then imports the app (serve.ts) as a chunk of its own, whose
    // packages (fastify, drizzle, zod...) load while the database starts; one file would load them all first.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    // Packages loaded through the bundle may still call require (CommonJS ones imported by name).
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  fs.writeFileSync(stampFile, `${wanted}\n`);
  console.log(`Built the server (packages/server/dist/main.mjs) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
