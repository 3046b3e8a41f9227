import { createHash, randomInt } from 'node:crypto';
import { ALL_PERMISSIONS, M, SUPER_ADMIN_ROLE, SUPER_ADMIN_ROLE_ID, type SignInData } from '@app/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { otpCodes, passwordTokens, sessions, users } from '../../db/schema/index.js';
import { AppError, invalid, unauthorized } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import { type AuthContext, hashToken, SESSION_ABSOLUTE_MS } from '../../plugins/access.js';
import { findUserByEmail, findUserById, permissionNames, revokeSessions, roleOf } from './auth.repo.js';
import { mailAllowed, mailLimited } from './limits.js';
import { hashPassword, newToken, verifyPassword } from './passwords.js';

const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_TRIES = 5;
const RESET_TTL_MS = 60 * 60 * 1000;
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  clock: () => Date;
  appUrl: string;
  orgName: string;
  /** mails one address may be sent per hour (two-factor codes, reset links) */
  mailRateLimit: number;
}

const codeHash = (sessionId: number, code: string) => createHash('sha256').update(`${sessionId}:${code}`).digest('hex');

export async function login(deps: AuthDeps, input: { email: string; password: string }, meta: { ip: string; userAgent?: string }) {
  const { db } = deps;
  const now = deps.clock();
  const found = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(found?.user.passwordHash ?? null, input.password);
  if (!found || !ok) throw new AppError(401, M.badCredentials);
  const { user, company } = found;
  if (user.suspendedAt || company?.deletedAt) throw new AppError(403, M.accountSuspended);

  const twoFactor = !user.isSuperAdmin && !!company?.authentication;
  const token = newToken();
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({
        tokenHash: hashToken(token),
        userId: user.id,
        purpose: twoFactor ? 'otp' : 'full',
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + (twoFactor ? OTP_TTL_MS : SESSION_ABSOLUTE_MS)),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500),
      })
      .returning({ id: sessions.id });
    if (twoFactor) {
      const cap = await mailAllowed(tx, 'otp', user.email, deps.mailRateLimit, now);
      if (!cap.ok) throw mailLimited(cap.retryAfterS);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await tx.insert(otpCodes).values({
        userId: user.id,
        sessionId: session.id,
        codeHash: codeHash(session.id, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      });
      await enqueueMail(tx, {
        to: user.email,
        subject: 'Your verification code',
        text: `Hello ${user.firstName},\n\nYour verification code is ${code}\n\nIt is valid for 10 minutes and can be used once. If you did not try to sign in, change your password.\n\n${deps.orgName}`,
      });
    }
    return signInData(tx, user, company?.legalName ?? null, token, twoFactor);
  });
}

async function signInData(
  db: DbOrTx,
  user: typeof users.$inferSelect,
  companyName: string | null,
  token: string,
  twoFactor: boolean,
): Promise<SignInData> {
  const role = user.isSuperAdmin ? { id: SUPER_ADMIN_ROLE_ID, name: SUPER_ADMIN_ROLE } : await roleOf(db, user.roleId);
  return {
    access_token: token,
    comapnay_name: companyName,
    roles: role ? [role] : [],
    first_name: user.firstName,
    permissions: user.isSuperAdmin ? [...ALL_PERMISSIONS] : await permissionNames(db, user.roleId),
    authentication: twoFactor,
    id: user.id,
  };
}

/**
 * Checks the emailed code of a two-factor sign-in. The token that came in the /two-factor-auth URL ends
 * here; the answer carries a new token for the full session, so a URL seen in history or logs is useless.
 */
export async function verifyOtp(deps: AuthDeps, auth: AuthContext, input: { otp: string; id: number }): Promise<{ access_token: string }> {
  const now = deps.clock();
  if (input.id !== auth.userId) throw invalid(M.invalidCode, 'otp');
  const result = await deps.db.transaction(async (tx) => {
    // The session's latest code, locked while this guess is judged: parallel guesses (on any node) queue
    // here and see the attempts of the ones before, so at most OTP_MAX_TRIES are ever judged.
    const [code] = await tx
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.sessionId, auth.sessionId))
      .orderBy(desc(otpCodes.id))
      .limit(1)
      .for('update');
    if (code?.consumedAt && code.attempts >= OTP_MAX_TRIES) return 'locked' as const;
    if (!code || code.consumedAt || code.expiresAt <= now) return 'invalid' as const;
    if (code.codeHash !== codeHash(auth.sessionId, input.otp)) {
      const attempts = code.attempts + 1;
      if (attempts >= OTP_MAX_TRIES) {
        await tx.update(otpCodes).set({ attempts, consumedAt: now }).where(eq(otpCodes.id, code.id));
        await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, auth.sessionId));
        return 'locked' as const;
      }
      await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, code.id));
      return 'invalid' as const;
    }
    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, code.id));
    const [pre] = await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, auth.sessionId)).returning();
    const token = newToken();
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: auth.userId,
      purpose: 'full',
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      ip: pre.ip,
      userAgent: pre.userAgent,
    });
    return { token };
  });
  if (result === 'locked') throw new AppError(401, M.tooManyCodeTries);
  if (result === 'invalid') throw invalid(M.invalidCode, 'otp');
  return { access_token: result.token };
}

export async function requestReset(deps: AuthDeps, email: string) {
  const now = deps.clock();
  const found = await findUserByEmail(deps.db, email);
  // Same answer whether or not the address is known.
  if (!found || found.user.suspendedAt || found.company?.deletedAt) return;
  const token = newToken(16);
  await deps.db.transaction(async (tx) => {
    // Same answer when the hourly cap is reached: the mail is simply not sent.
    if (!(await mailAllowed(tx, 'reset', found.user.email, deps.mailRateLimit, now)).ok) return;
    await killLinks(tx, found.user.id, now);
    await tx.insert(passwordTokens).values({
      userId: found.user.id,
      tokenHash: hashToken(token),
      purpose: 'reset',
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
    await enqueueMail(tx, {
      to: found.user.email,
      subject: 'Reset your password',
      text: `Hello ${found.user.firstName},\n\nTo choose a new password, open this link within one hour:\n${resetLink(deps.appUrl, token, found.user.email)}\n\nThe link works once. If you did not ask for it, ignore this mail.\n\n${deps.orgName}`,
    });
  });
}

/** A newer link or the use of any link ends every other unused link of the user (reset and invitation). */
async function killLinks(tx: DbOrTx, userId: number, now: Date) {
  await tx
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

export const resetLink = (appUrl: string, token: string, email: string) =>
  `${appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;

/** Sets a password from a reset or invitation link; every session of the user ends. */
export async function resetPassword(deps: AuthDeps, input: { email?: string; token: string; password: string }) {
  const now = deps.clock();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: passwordTokens, user: users })
      .from(passwordTokens)
      .innerJoin(users, eq(users.id, passwordTokens.userId))
      .where(and(eq(passwordTokens.tokenHash, hashToken(input.token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)))
      .limit(1)
      .for('update');
    if (!row || row.user.suspendedAt) throw invalid(M.invalidResetLink, 'token');
    if (input.email && input.email.toLowerCase() !== row.user.email.toLowerCase()) throw invalid(M.invalidResetLink, 'token');
    await killLinks(tx, row.user.id, now);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.user.id));
    await revokeSessions(tx, row.user.id, now);
  });
}

export async function logout(deps: AuthDeps, auth: AuthContext) {
  await deps.db.update(sessions).set({ revokedAt: deps.clock() }).where(eq(sessions.id, auth.sessionId));
}

export async function profile(deps: AuthDeps, auth: AuthContext) {
  const p = auth.profile;
  // Loaded with the session (one round trip for the whole request; any user change drops the cache).
  if (p) {
    return {
      id: auth.userId,
      first_name: auth.firstName,
      middle_name: p.middleName,
      last_name: auth.lastName ?? null,
      email: auth.email,
      contact_number: p.contactNumber,
      company_id: auth.companyId,
      comapnay_name: p.companyName,
      role_name: auth.isSuperAdmin ? SUPER_ADMIN_ROLE : p.roleName,
      acess_level_name: p.accessLevelName,
      approver: auth.approver ? 1 : 0,
    };
  }
  const row = await findUserById(deps.db, auth.userId);
  if (!row) throw unauthorized();
  const { user } = row;
  return {
    id: user.id,
    first_name: user.firstName,
    middle_name: user.middleName,
    last_name: user.lastName,
    email: user.email,
    contact_number: user.contactNumber,
    company_id: user.companyId,
    comapnay_name: row.company?.legalName ?? null,
    role_name: user.isSuperAdmin ? SUPER_ADMIN_ROLE : row.roleName,
    acess_level_name: row.accessLevelName,
    approver: user.approver ? 1 : 0,
  };
}

/** Changing one's own password keeps this session and ends the others. */
export async function changePassword(deps: AuthDeps, auth: AuthContext, input: { current_password: string; password: string }) {
  const row = await findUserById(deps.db, auth.userId);
  if (!row || !(await verifyPassword(row.user.passwordHash, input.current_password))) {
    throw invalid(M.currentPasswordWrong, 'current_password');
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.userId));
    await revokeSessions(tx, auth.userId, now, auth.sessionId);
  });
}
