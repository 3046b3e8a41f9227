import { count } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { users } from './db/schema/index.js';
import { hashPassword, randomPassword } from './modules/auth/passwords.js';
import { SUPER_ADMIN_ROLE_ID } from '@app/contract';

/** On an empty database, create the Super-Admin; a generated password is printed once. */
export async function ensureSuperAdmin(db: Db, opts: { email: string | null; password: string | null }, print: (line: string) => void) {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return;
  const email = (opts.email ?? 'admin@example.org').toLowerCase();
  const password = opts.password ?? randomPassword();
  await db.insert(users).values({
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Super',
    lastName: 'Admin',
    isSuperAdmin: true,
    roleId: SUPER_ADMIN_ROLE_ID,
  });
  if (!opts.password) {
    print(`\n  Super-Admin created. Sign in with:\n    email:    ${email}\n    password: ${password}\n  (shown once; change it under Profile)\n`);
  } else {
    print(`Super-Admin ${email} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
  }
}
