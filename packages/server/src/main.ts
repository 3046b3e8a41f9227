import { loadConfig } from './config.js';
import { earlyStart } from './db/embedded-start.js';

// `npm start`. The embedded PostgreSQL server (the default engine) begins its start here, a new DATA_DIR's
// cluster copied and the server brought up, while the app's packages load (serve.ts and all it imports):
// the two took their turns before, most of a second of a start on a slow disk (issue 23 point 1).
const config = loadConfig();
const early = earlyStart(config);
const { serve } = await import('./serve.js');
await serve(config, early);
