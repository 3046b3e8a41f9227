// Gives the application role its grants in the database of DATABASE_URL (connect as the schema owner):
//   DATABASE_URL=postgres://owner@host/church APP_ROLE=church_app npm run db:grant-app-role -w @app/server
import pg from 'pg';
import { appRoleSql } from '../src/db/app-role.js';

const url = process.env.DATABASE_URL;
const role = process.env.APP_ROLE ?? 'church_app';
if (!url) throw new Error('Set DATABASE_URL to the database, connecting as its owner');
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const sql of appRoleSql(role, new URL(url).pathname.slice(1))) await client.query(sql);
await client.end();
console.log(`Granted ${role} its rights in ${new URL(url).pathname.slice(1)}`);
