import { describe, expect, it } from 'vitest';
import * as shared from './passwords.js';

/** A second instance of the module, as the app loads it (the suite's setup file lowered the shared one's cost). */
const asTheAppLoadsIt = (): Promise<typeof shared> => import(/* @vite-ignore */ `./passwords.js?as-the-app-${Date.now()}`);

describe('password hashing', () => {
  it('hashes with argon2id at the OWASP minimum unless the tests lower it', async () => {
    const app = await asTheAppLoadsIt();
    const stored = await app.hashPassword('Secret-pass-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await app.verifyPassword(stored, 'Secret-pass-1')).toBe(true);
    expect(await app.verifyPassword(stored, 'Secret-pass-2')).toBe(false);
  });

  it('verifies a hash by the cost it names, whatever the cost of new hashes', async () => {
    const app = await asTheAppLoadsIt();
    const cheap = await shared.hashPassword('Secret-pass-1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await app.verifyPassword(cheap, 'Secret-pass-1')).toBe(true);
    expect(await shared.verifyPassword(await app.hashPassword('Secret-pass-1'), 'Secret-pass-1')).toBe(true);
  });
});
