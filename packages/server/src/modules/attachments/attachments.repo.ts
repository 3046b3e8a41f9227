import type { AttachmentMediaType, AttachmentOwner, AttachmentRow } from '@app/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { attachments, users } from '../../db/schema/index.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';

const rowColumns = {
  id: attachments.id,
  ownerType: attachments.ownerType,
  ownerId: attachments.ownerId,
  fileName: attachments.fileName,
  mediaType: attachments.mediaType,
  sizeBytes: attachments.sizeBytes,
  sha256: attachments.sha256,
  uploadedAt: attachments.uploadedAt,
  uploadedByName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
};
type Listed = { [K in keyof typeof rowColumns]: unknown } & Record<string, unknown>;

export function toRow(r: Listed): AttachmentRow {
  return {
    id: r.id as number,
    owner_type: r.ownerType as AttachmentOwner,
    owner_id: r.ownerId as number,
    file_name: r.fileName as string,
    media_type: r.mediaType as AttachmentMediaType,
    size_bytes: r.sizeBytes as number,
    sha256: r.sha256 as string,
    uploaded_by_name: (r.uploadedByName as string | null) ?? null,
    uploaded_at: new Date(r.uploadedAt as Date | string).toISOString(),
  };
}

/** A document's files, oldest first, without their content. */
export async function listOf(db: DbOrTx, scope: CompanyScope, type: AttachmentOwner, ownerId: number): Promise<AttachmentRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(and(inScope(scope, attachments.companyId), eq(attachments.ownerType, type), eq(attachments.ownerId, ownerId)))
    .orderBy(asc(attachments.id));
  return rows.map(toRow);
}

export async function countOf(db: DbOrTx, scope: OneCompanyScope, type: AttachmentOwner, ownerId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(attachments)
    .where(and(inScope(scope, attachments.companyId), eq(attachments.ownerType, type), eq(attachments.ownerId, ownerId)));
  return Number(r?.n ?? 0);
}

/** One file's metadata (no content), found within the scope. */
export async function findMeta(db: DbOrTx, scope: CompanyScope, id: number) {
  const [r] = await db
    .select({ id: attachments.id, companyId: attachments.companyId, ownerType: attachments.ownerType, ownerId: attachments.ownerId })
    .from(attachments)
    .where(and(eq(attachments.id, id), inScope(scope, attachments.companyId)));
  return r ? { ...r, ownerType: r.ownerType as AttachmentOwner } : undefined;
}

export async function findContent(db: DbOrTx, scope: CompanyScope, id: number) {
  const [r] = await db
    .select({ fileName: attachments.fileName, mediaType: attachments.mediaType, sha256: attachments.sha256, content: attachments.content })
    .from(attachments)
    .where(and(eq(attachments.id, id), inScope(scope, attachments.companyId)));
  return r;
}

export async function insertAttachment(
  db: DbOrTx,
  scope: OneCompanyScope,
  v: { ownerType: AttachmentOwner; ownerId: number; fileName: string; mediaType: AttachmentMediaType; content: Buffer; sha256: string; userId: number },
) {
  const [r] = await db
    .insert(attachments)
    .values({
      companyId: scope.companyId,
      ownerType: v.ownerType,
      ownerId: v.ownerId,
      fileName: v.fileName,
      mediaType: v.mediaType,
      sizeBytes: v.content.length,
      sha256: v.sha256,
      content: v.content,
      uploadedBy: v.userId,
    })
    .returning({ id: attachments.id, uploadedAt: attachments.uploadedAt });
  return r;
}

export async function deleteAttachment(db: DbOrTx, scope: CompanyScope, id: number): Promise<boolean> {
  const gone = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), inScope(scope, attachments.companyId)))
    .returning({ id: attachments.id });
  return gone.length > 0;
}
