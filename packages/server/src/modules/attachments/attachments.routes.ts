import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TEXT,
  attachmentFileQuery,
  ATTACHMENT_OWNERS,
  attachmentRow,
  idParams,
  idSchema,
  okEnvelope as ok,
  okSaying,
} from '@app/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app.js';
import { AppError, invalid } from '../../errors.js';
import { authOf } from '../../plugins/company-scope.js';
import * as service from './attachments.service.js';
import type { Upload } from './attachments.service.js';
import { contentDisposition } from './file-kind.js';
import { ANY_VIEW, OWNER_RULES } from './owners.js';

const ownerParams = z.object({ owner_id: idSchema() });

const tags = ['Attachments'];
const gate = { access: { anyOf: ANY_VIEW } } as const;
/** Room for the multipart envelope around a file of the largest size. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Who may see a stored file never gets a page of the app's origin: the type is the one judged at upload,
 * the browser may not sniff another, and the answer runs no script (CSP sandbox for images; Chrome's PDF
 * viewer refuses to run in a sandboxed document, so a PDF gets default-src 'none' instead: no script,
 * style or frame of the file's own may load either way).
 */
export function fileSecurityHeaders(mediaType: string): Record<string, string> {
  const csp =
    mediaType === 'application/pdf'
      ? "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'"
      : "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
  return { 'Content-Type': mediaType, 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': csp, 'Cache-Control': 'private, no-store' };
}

/** The one file of a multipart upload, read under the 10 MB limit (a larger declared body is refused unread). */
async function readUpload(req: FastifyRequest): Promise<Upload> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES) throw new AppError(413, ATTACHMENT_TEXT.tooLarge, { file: [ATTACHMENT_TEXT.tooLarge] });
  if (!req.isMultipart()) throw invalid(ATTACHMENT_TEXT.notMultipart, 'file');
  const part = await req.file();
  if (part?.fieldname !== 'file') throw invalid(ATTACHMENT_TEXT.noFile, 'file');
  try {
    return { fileName: part.filename, content: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, ATTACHMENT_TEXT.tooLarge, { file: [ATTACHMENT_TEXT.tooLarge] });
    throw err;
  }
}

/** Attachments (issue 28 point 3): a bill's invoice, a vendor's W-9, a payment's or check's receipt. */
export async function attachmentRoutes(app: AppInstance) {
  // multipart only here: every other route keeps answering JSON bodies alone.
  await app.register(async (scoped) => {
    const api = scoped as AppInstance;
    const { db } = app.deps;
    await api.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    // One path per kind of document (/attachments/bill/7, /attachments/vendor/3, ...): the id's kind is in the path.
    for (const type of ATTACHMENT_OWNERS) {
      const what = OWNER_RULES[type].label;
      api.get(
        `/attachments/${type}/:owner_id`,
        {
          schema: {
            tags,
            summary: `A ${what}'s attachments`,
            description: `The files of a ${what}, oldest first, without their content. Needs the ${what}'s View permission (${OWNER_RULES[type].view}); another company's ${what} answers 404.`,
            params: ownerParams,
            response: { 200: ok.extend({ data: z.array(attachmentRow) }) },
          },
          config: gate,
        },
        async (req) => ({ data: await service.listAttachments(db, authOf(req), type, req.params.owner_id) }),
      );

      api.post(
        `/attachments/${type}/:owner_id`,
        {
          schema: {
            tags,
            summary: `Attach a file to a ${what}`,
            description:
              'multipart/form-data with one part named file: a PDF, JPEG or PNG of at most 10 MB, the type judged by its first bytes (not its name or declared type). ' +
              `Needs ${OWNER_RULES[type].add.join(' or ')}. A larger file answers 413 before it is read whole, another type 422, ` +
              `a ${what} already holding 20 files 409, another company's ${what} 404.`,
            params: ownerParams,
            response: { 200: okSaying(ATTACHMENT_TEXT.uploaded).extend({ data: attachmentRow }) },
          },
          bodyLimit: ATTACHMENT_MAX_BYTES + ENVELOPE_BYTES,
          config: gate,
        },
        async (req) => ({ data: await service.addAttachment(db, authOf(req), type, req.params.owner_id, await readUpload(req)) }),
      );
    }

    api.get(
      '/attachment-files/:id',
      {
        schema: {
          tags,
          summary: 'Open an attached file',
          description:
            "The file's bytes with its stored media type, shown inline (PDF, PNG, JPEG) or, with ?download=1, saved. Served with X-Content-Type-Options: nosniff and a Content-Security-Policy that runs no script. " +
            "Needs the owning document's View permission; another company's file answers 404.",
          params: idParams,
          querystring: attachmentFileQuery,
        },
        config: gate,
      },
      async (req, reply) => {
        const file = await service.attachmentFile(db, authOf(req), req.params.id);
        reply.headers(fileSecurityHeaders(file.mediaType));
        reply.header('Content-Disposition', contentDisposition(req.query.download === '1' ? 'attachment' : 'inline', file.fileName));
        reply.header('ETag', `"${file.sha256}"`);
        return reply.send(file.content);
      },
    );

    api.delete(
      '/attachment-files/:id',
      {
        schema: {
          tags,
          summary: 'Delete an attached file',
          description:
            "Removes the file. Needs the owning document's Edit or Delete permission (payments and checks: Create or Delete); another company's file answers 404.",
          params: idParams,
          response: { 200: okSaying(ATTACHMENT_TEXT.deleted) },
        },
        config: gate,
      },
      async (req) => {
        await service.removeAttachment(db, authOf(req), req.params.id);
        return {};
      },
    );
  });
}
