import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); argon2id is the library's default algorithm.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of a random password: verifying against it keeps a missing account as slow as a wrong password. */
let dummy: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A readable random password for the first Super-Admin when none is configured. */
export const randomPassword = () => `${randomBytes(9).toString('base64url')}a1`;
