import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { servedOpenApiDocument } from '../src/openapi/served-document.js';

const run = promisify(execFile);
const redocly = path.resolve(import.meta.dirname, '../../../node_modules/.bin/redocly');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

it("the served OpenAPI document passes Redocly's recommended rules, every operation named and its 4xx declared", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(await servedOpenApiDocument()));
    // redocly exits 1 when it finds an error; the JSON report is on stdout either way.
    const out = await run(redocly, ['lint', file, '--extends=recommended', '--format=json', '--max-problems=10000'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const problems = (JSON.parse(out.stdout) as { problems: Problem[] }).problems;
    const shown = (p: Problem) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`;
    expect(problems.filter((p) => p.severity === 'error').map(shown)).toEqual([]);
    expect(problems.filter((p) => ['operation-operationId', 'operation-4xx-response'].includes(p.ruleId)).map(shown)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
