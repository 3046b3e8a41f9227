import fs from 'node:fs';
import { expect, it } from 'vitest';
import { webApiTypes, webApiTypesFile } from '../src/openapi/web-types.js';

// The web's typed client reads packages/web/src/api/openapi.d.ts: a route or contract change that is not
// regenerated would let the web compile against an API that no longer exists.
it("the web's checked-in API types are those of the served OpenAPI document (else run `npm run api:types`)", async () => {
  const current = await webApiTypes();
  const checkedIn = fs.readFileSync(webApiTypesFile, 'utf8');
  expect(checkedIn === current, 'packages/web/src/api/openapi.d.ts is not current: run `npm run api:types` and commit it').toBe(true);
}, 60_000);
