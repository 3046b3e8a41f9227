import { z } from 'zod';

/** Issue 28 point 3: files kept on a document, in the database with the books. */
export const ATTACHMENT_OWNERS = ['bill', 'vendor', 'bill_payment', 'check'] as const;
export type AttachmentOwner = (typeof ATTACHMENT_OWNERS)[number];
export const ATTACHMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type AttachmentMediaType = (typeof ATTACHMENT_MEDIA_TYPES)[number];
/** 10 MB: a scanned multi-page invoice fits, a video does not. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A document holds at most this many files. */
export const ATTACHMENTS_PER_DOCUMENT = 20;

export const ATTACHMENT_TEXT = {
  uploaded: 'The file has been attached',
  deleted: 'The attachment has been deleted',
  noFile: 'Choose a file to attach.',
  tooLarge: 'The file is larger than 10 MB. Scan it at a lower resolution or split it.',
  badType: 'Only PDF, JPEG and PNG files can be attached (judged by the file’s content, not its name).',
  tooMany: `A document holds at most ${ATTACHMENTS_PER_DOCUMENT} attachments.`,
  notMultipart: 'Send the file as multipart/form-data in a field named file.',
  deleteConfirm: 'Delete this attachment? The file cannot be recovered.',
} as const;

export const attachmentRow = z.object({
  id: z.number(),
  owner_type: z.enum(ATTACHMENT_OWNERS),
  owner_id: z.number(),
  file_name: z.string(),
  media_type: z.enum(ATTACHMENT_MEDIA_TYPES),
  size_bytes: z.number(),
  sha256: z.string(),
  uploaded_by_name: z.string().nullable(),
  uploaded_at: z.string(),
});
export type AttachmentRow = z.infer<typeof attachmentRow>;

export const attachmentFileQuery = z.object({
  /** 1 = save as a download (Content-Disposition attachment) instead of showing it */
  download: z.enum(['0', '1']).optional(),
});
