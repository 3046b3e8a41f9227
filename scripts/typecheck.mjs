#!/usr/bin/env node
// `npm run typecheck`: the four packages checked by TypeScript 7, the native compiler (a third of 5.9's CPU
// time here, which on CI's two cores is minutes). It is the root devDependency `typescript7`, an alias of
// typescript@7: TypeScript 5.9 stays installed as `typescript` for what uses its JavaScript API
// (openapi-typescript writes the web's API types with it), and both declare a `tsc` bin, so this calls 7's by path.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');
for (const project of ['packages/contract', 'packages/server', 'packages/web', 'e2e']) {
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  } catch {
    console.error(`typecheck: ${project} has type errors (above)`);
    process.exit(1);
  }
}
