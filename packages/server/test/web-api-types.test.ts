import { expect, it } from 'vitest';
import { servedOpenApiDocument } from '../src/openapi/served-document.js';
import { webApiTypes } from '../src/openapi/web-types.js';

// The web's typed client reads packages/web/src/api/openapi.d.ts, which `npm run typecheck` generates first
// (it is not committed). What the generator must give the web: every served path with every operation, each
// by the operationId the document gives it, so a call the server serves always type-checks and no other does.
it('the generated web API types declare every path and operation of the served OpenAPI document', async () => {
  const doc = (await servedOpenApiDocument()) as { paths: Record<string, Record<string, { operationId?: string }>> };
  const types = await webApiTypes();
  const missing: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!types.includes(`"${path}": {`)) missing.push(path);
    for (const [method, op] of Object.entries(item)) {
      if (op.operationId && !types.includes(`${op.operationId}: {`)) missing.push(`${method.toUpperCase()} ${path} (${op.operationId})`);
    }
  }
  expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  expect(missing).toEqual([]);
}, 60_000);
