// `npm run api:types`: regenerates packages/web/src/api/openapi.d.ts from the document the server serves.
import { writeWebApiTypes } from '../src/openapi/web-types.js';

console.log(`wrote ${await writeWebApiTypes()}`);
