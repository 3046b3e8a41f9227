import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

interface PasswordCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
// argon2id with the OWASP minimum (m=19 MiB, t=2, p=1); argon2id is the library's default algorithm.
const OWASP_PASSWORD_COST: PasswordCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
let cost = OWASP_PASSWORD_COST;

/**
 * For the API tests only (test/password-cost.ts), never called by the app: argon2id at 1 MiB and one pass, about
 * a thirtieth of the OWASP cost. The suite hashes and verifies ~1,750 passwords a run, 26 s of a core at the
 * OWASP cost. A stored hash names its own cost, which verify reads from it.
 */
export function usePasswordCostOfTests() {
  cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
}

export const hashPassword = (password: string) => hash(password, cost);

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
