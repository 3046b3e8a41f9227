// Run as a child process by pglite-template.ts: initdb + migrations in an in-memory PGlite, dumped to argv[2].
// A separate process, so the server never carries initdb's memory peak (~800 MB of WebAssembly heap).
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const [out, migrationsFolder] = process.argv.slice(2);
const client = new PGlite();
await client.waitReady;
await migrate(drizzle({ client }), { migrationsFolder });
const blob = await client.dumpDataDir('gzip');
fs.writeFileSync(`${out}.tmp`, Buffer.from(await blob.arrayBuffer()));
fs.renameSync(`${out}.tmp`, out);
await client.close();
