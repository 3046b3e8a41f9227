import type { CompanyMemberInput } from '@app/contract';
import { M, SEC } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import { permissions, rolePermissions, userChanges, type users } from '../../db/schema/index.js';
import { forbidden } from '../../errors.js';
import { enqueueMail } from '../../mail/outbox.js';
import type { UserSync } from './company-users.js';

type UserRow = typeof users.$inferSelect;

/**
 * Who may change whose privileges, checked before any user row is written. Super-Admin may do anything.
 * A company user (CompanyInformation_Edit) may not grant or remove the approver (Supervisor) flag, may not
 * change their own position, may not
 * give a position holding a permission they lack, and may not change anyone's email (the sign-in identity).
 */
export async function checkPrivileges(s: UserSync, input: CompanyMemberInput[], matched: Array<UserRow | undefined>) {
  const { auth, tx } = s;
  if (auth.isSuperAdmin) return;
  const granted = new Set<number>();
  input.forEach((u, i) => {
    const row = matched[i];
    if (row?.id === auth.userId && (row.roleId !== u.roleId || row.approver !== u.approver)) throw forbidden(SEC.ownPrivileges);
    // DESIGN.md section 4: whoever may add users could otherwise make an approver of their own mailbox.
    if (row ? row.approver !== u.approver : u.approver) throw forbidden(M.approverAdminOnly);
    if (row && row.email.toLowerCase() !== u.email) throw forbidden(SEC.emailAdminOnly);
    if (!row || row.roleId !== u.roleId) granted.add(u.roleId);
  });
  if (!granted.size) return;
  const held = await tx
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, [...granted]));
  if (held.some((p) => !auth.permissions.has(p.name))) throw forbidden(SEC.positionBeyondOwn);
}

/** One audit row per changed privilege or identity field (position, approver, email) of one user. */
export async function recordChanges(s: UserSync, row: UserRow | null, u: CompanyMemberInput, positions: Map<number, string>, createdId?: number) {
  const userId = row?.id ?? createdId;
  if (!userId) return;
  const name = (roleId: number | null) => (roleId ? (positions.get(roleId) ?? `#${roleId}`) : null);
  const changes: Array<{ field: string; oldValue: string | null; newValue: string | null }> = [];
  if (!row || row.roleId !== u.roleId) changes.push({ field: 'position', oldValue: row ? name(row.roleId) : null, newValue: name(u.roleId) });
  if (!row ? u.approver : row.approver !== u.approver)
    changes.push({ field: 'approver', oldValue: row ? String(row.approver) : null, newValue: String(u.approver) });
  if (!row || row.email.toLowerCase() !== u.email) changes.push({ field: 'email', oldValue: row?.email ?? null, newValue: u.email });
  if (!changes.length) return;
  await s.tx.insert(userChanges).values(changes.map((c) => ({ ...c, userId, companyId: s.scope.companyId, changedBy: s.auth.userId, createdAt: s.now })));
}

/** The old address learns that it no longer signs in to this account (a hijack would otherwise be silent). */
export async function tellOldAddress(s: UserSync, row: UserRow, newEmail: string) {
  await enqueueMail(s.tx, {
    to: row.email,
    subject: 'Your sign-in email address was changed',
    text:
      `Hello ${row.firstName},\n\nThe email address you use to sign in to the accounting application of ${s.orgName} ` +
      `for ${s.company.legalName} was changed by the administrator from ${row.email} to ${newEmail}.\n\n` +
      `From now on, sign in with the new address. If you did not expect this change, contact your administrator at once.\n\n${s.orgName}`,
  });
}
