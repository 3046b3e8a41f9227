import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A hash of every migration file (and drizzle's journal): the schema a template database was migrated to. */
export function migrationsKey(migrationsFolder: string, salt = ''): string {
  const hash = createHash('sha256').update(salt);
  for (const f of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, f);
    if (fs.statSync(file).isFile()) hash.update(f).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}
