import { createHash } from 'node:crypto';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXT, ATTACHMENTS_PER_DOCUMENT, type AttachmentOwner, type AttachmentRow } from '@app/contract';
import type { Db } from '../../db/client.js';
import { lockCompany } from '../../lib/lookups.js';
import { AppError, invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, scopeOf } from '../../plugins/company-scope.js';
import { cleanFileName, mediaTypeOf } from './file-kind.js';
import { assertMay, OWNER_RULES, ownerCompany } from './owners.js';
import * as repo from './attachments.repo.js';

export async function listAttachments(db: Db, auth: AuthContext, type: AttachmentOwner, ownerId: number): Promise<AttachmentRow[]> {
  assertMay(auth, [OWNER_RULES[type].view]);
  const scope = scopeOf(auth);
  const companyId = await ownerCompany(db, scope, type, ownerId);
  return repo.listOf(db, narrowScope(scope, companyId), type, ownerId);
}

/** The file as received: its bytes were read under the 10 MB limit (the route refuses more before reading it all). */
export interface Upload {
  fileName: string | undefined;
  content: Buffer;
}

export async function addAttachment(db: Db, auth: AuthContext, type: AttachmentOwner, ownerId: number, upload: Upload): Promise<AttachmentRow> {
  assertMay(auth, OWNER_RULES[type].add);
  if (upload.content.length === 0) throw invalid(ATTACHMENT_TEXT.noFile, 'file');
  if (upload.content.length > ATTACHMENT_MAX_BYTES) throw new AppError(413, ATTACHMENT_TEXT.tooLarge, { file: [ATTACHMENT_TEXT.tooLarge] });
  const mediaType = mediaTypeOf(upload.content.subarray(0, 16));
  if (!mediaType) throw invalid(ATTACHMENT_TEXT.badType, 'file');
  const fileName = cleanFileName(upload.fileName, mediaType);
  const sha256 = createHash('sha256').update(upload.content).digest('hex');
  const scope = scopeOf(auth);
  return db.transaction(async (tx) => {
    const companyId = await ownerCompany(tx, scope, type, ownerId);
    const one = narrowScope(scope, companyId);
    // The company row lock makes the per-document cap hold with uploads sent at once.
    await lockCompany(tx, companyId);
    if ((await repo.countOf(tx, one, type, ownerId)) >= ATTACHMENTS_PER_DOCUMENT) throw new AppError(409, ATTACHMENT_TEXT.tooMany);
    const made = await repo.insertAttachment(tx, one, { ownerType: type, ownerId, fileName, mediaType, content: upload.content, sha256, userId: auth.userId });
    const name = [auth.firstName, auth.lastName].filter(Boolean).join(' ') || null;
    return {
      id: made.id,
      owner_type: type,
      owner_id: ownerId,
      file_name: fileName,
      media_type: mediaType,
      size_bytes: upload.content.length,
      sha256,
      uploaded_by_name: name,
      uploaded_at: new Date(made.uploadedAt).toISOString(),
    };
  });
}

/** The file, checked against its document's View permission and the caller's company (another company's: 404). */
export async function attachmentFile(db: Db, auth: AuthContext, id: number) {
  const scope = scopeOf(auth);
  const meta = await repo.findMeta(db, scope, id);
  if (!meta) throw notFound();
  assertMay(auth, [OWNER_RULES[meta.ownerType].view]);
  const file = await repo.findContent(db, scope, id);
  if (!file) throw notFound();
  return file;
}

export async function removeAttachment(db: Db, auth: AuthContext, id: number): Promise<void> {
  const scope = scopeOf(auth);
  const meta = await repo.findMeta(db, scope, id);
  if (!meta) throw notFound();
  assertMay(auth, OWNER_RULES[meta.ownerType].remove);
  if (!(await repo.deleteAttachment(db, scope, id))) throw notFound();
}
