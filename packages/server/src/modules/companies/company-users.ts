import type { CompanyMemberInput } from '@app/contract';
import { M } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { accessLevels, passwordTokens, roles, users } from '../../db/schema/index.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { AuthContext } from '../../plugins/access.js';
import { hashToken } from '../../plugins/access.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { revokeSessions } from '../auth/auth.repo.js';
import { INVITE_TTL_MS, resetLink } from '../auth/auth.service.js';
import { newToken } from '../auth/passwords.js';
import { insertCompanyUser, lockCompanyUsers, setCompanyUser } from './company-users.repo.js';
import { checkPrivileges, recordChanges, tellOldAddress } from './user-privileges.js';

export interface UserSync {
  tx: Tx;
  auth: AuthContext;
  now: Date;
  appUrl: string;
  orgName: string;
  /** the company's scope: every user row read or written here is within it */
  scope: OneCompanyScope;
  company: { id: number; legalName: string; level: number };
}

/**
 * Saves the company's user list as the form sent it, inside the company transaction: entries with an id
 * (or a known email) update that user and keep their password; new entries are created and invited;
 * active users left out are removed (suspended, sessions ended; their records stay).
 * Without a list the users stay as they are, but must still fit the company's access level.
 */
export async function syncCompanyUsers(s: UserSync, input: CompanyMemberInput[] | undefined) {
  const { tx, company, now, scope } = s;
  const existing = await lockCompanyUsers(tx, scope);
  const positions = new Map(
    (await tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.accessLevelId, company.level))).map((r) => [r.id, r.name]),
  );

  if (!input) {
    if (existing.some((u) => !u.suspendedAt && (!u.roleId || !positions.has(u.roleId)))) throw invalid(M.positionNotOfLevel, 'users');
    return;
  }

  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const taken = new Set<number>();
  const matched = input.map((u, i) => {
    const row = u.id ? existing.find((e) => e.id === u.id) : existing.find((e) => e.email.toLowerCase() === u.email);
    // An id that is not this company's user is someone else's record.
    if (u.id && !row) throw notFound();
    if (row && taken.has(row.id)) fail(`users.${i}.email`, M.userAlreadyAdded(row.email));
    if (row) taken.add(row.id);
    if (u.accessLevelId && u.accessLevelId !== company.level) fail(`users.${i}.access_level`, M.positionNotOfLevel);
    if (!positions.has(u.roleId)) fail(`users.${i}.position`, M.positionNotOfLevel);
    return row;
  });

  // One email, one user, across the whole system.
  const emails = input.map((u) => u.email);
  const clashes = emails.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    : [];
  input.forEach((u, i) => {
    const other = clashes.find((c) => c.email.toLowerCase() === u.email && c.id !== matched[i]?.id);
    if (other) fail(`users.${i}.email`, M.emailTaken);
  });

  const keep = new Set(matched.filter((r) => r).map((r) => r!.id));
  const removed = existing.filter((e) => !e.suspendedAt && !keep.has(e.id));
  if (removed.some((r) => r.id === s.auth.userId)) fail('users', M.cannotRemoveSelf);

  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, first, errors);
  await checkPrivileges(s, input, matched);

  for (const r of removed) {
    await setCompanyUser(tx, scope, r.id, { suspendedAt: now, updatedAt: now });
    await revokeSessions(tx, r.id, now);
  }

  const [level] = await tx.select({ name: accessLevels.name }).from(accessLevels).where(eq(accessLevels.id, company.level));
  for (const [i, u] of input.entries()) {
    const values = {
      email: u.email,
      firstName: u.firstName,
      middleName: u.middleName,
      lastName: u.lastName,
      addressLine1: u.addressLine1,
      addressLine2: u.addressLine2,
      city: u.city,
      country: u.country,
      state: u.state,
      zipCode: u.zipCode,
      contactNumber: u.contactNumber,
      roleId: u.roleId,
      accessLevelId: company.level,
      approver: u.approver,
      updatedAt: now,
    };
    const row = matched[i];
    if (row) {
      await recordChanges(s, row, u, positions);
      if (row.email.toLowerCase() !== u.email) await tellOldAddress(s, row, u.email);
      // The password is never touched here; a removed user added back is active again.
      await setCompanyUser(tx, scope, row.id, { ...values, suspendedAt: null });
      continue;
    }
    const created = await insertCompanyUser(tx, scope, { ...values, createdAt: now });
    await recordChanges(s, null, u, positions, created);
    await invite(s, { id: created, email: u.email, firstName: u.firstName, position: positions.get(u.roleId) ?? '', level: level?.name ?? '' });
  }
}

/** A single-use link to choose a password; it goes through the ordinary password reset call. */
async function invite(s: UserSync, user: { id: number; email: string; firstName: string; position: string; level: string }) {
  const token = newToken(16);
  await s.tx.insert(passwordTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    purpose: 'invite',
    expiresAt: new Date(s.now.getTime() + INVITE_TTL_MS),
  });
  await enqueueMail(s.tx, {
    to: user.email,
    subject: `Your account for ${s.company.legalName}`,
    text:
      `Hello ${user.firstName},\n\n` +
      `You have been added to ${s.company.legalName} as ${user.position} (${user.level}) in the accounting application of ${s.orgName}.\n\n` +
      `To choose your password, open this link within 7 days:\n${resetLink(s.appUrl, token, user.email)}\n\n` +
      `The link works once. After that, sign in with your email address and the password you chose. ` +
      `If the link has expired, use 'Click to reset' on the sign-in page.\n\n${s.orgName}`,
  });
}
