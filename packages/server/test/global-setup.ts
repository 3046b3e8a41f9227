import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { appRoleSql } from '../src/db/app-role.js';
import { openMemoryPglite, openPostgres } from '../src/db/client.js';

/**
 * One migrated template per run; every test file gets its own copy of it (a PGlite loaded from the dumped
 * template, or a PostgreSQL database created FROM the template when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const tpl = `${new URL(url).pathname.slice(1)}_tpl`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${tpl}"`);
    await admin.query(`CREATE DATABASE "${tpl}"`);
    const u = new URL(url);
    u.pathname = `/${tpl}`;
    const db = await openPostgres(u.toString());
    await db.close();
    // TEST_APP_ROLE: migrated as the owner above; the tests connect as the application role (README).
    const role = process.env.TEST_APP_ROLE;
    if (role) {
      const owner = new pg.Client({ connectionString: u.toString() });
      await owner.connect();
      for (const sql of appRoleSql(role, tpl)) await owner.query(sql);
      await owner.end();
    }
    project.provide('templateDb', tpl);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${tpl}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const db = await openMemoryPglite();
  const dump = await (db as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
  await db.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'app-tpl-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateFile', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDb: string;
  }
}
