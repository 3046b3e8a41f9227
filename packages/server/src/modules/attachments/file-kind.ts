import type { AttachmentMediaType } from '@app/contract';

/**
 * The media type judged from the file's first bytes (its signature), never from its name or the type the
 * browser declared: a file named invoice.pdf that holds HTML is refused, so nothing stored can be served
 * as a page that runs script.
 */
export function mediaTypeOf(head: Uint8Array): AttachmentMediaType | null {
  const starts = (sig: number[]) => head.length >= sig.length && sig.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

const UNSAFE_IN_NAME = (c: number) =>
  c < 0x20 ||
  c === 0x7f ||
  c === 0x22 ||
  c === 0x2028 ||
  c === 0x2029 ||
  (c >= 0x202a && c <= 0x202e) ||
  (c >= 0x2066 && c <= 0x2069) ||
  (c >= 0xd800 && c <= 0xdfff);

/** A file name safe to keep and to put in a header: the last path part, no control characters, at most 200. */
export function cleanFileName(name: string | undefined, type: AttachmentMediaType): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control, quote and bidirectional characters out (they would break or disguise the header): by code point.
  const clean = Array.from(base)
    .filter((ch) => !UNSAFE_IN_NAME(ch.codePointAt(0) ?? 0))
    .join('')
    .trim()
    .slice(0, 200);
  if (clean) return clean;
  return type === 'application/pdf' ? 'file.pdf' : type === 'image/png' ? 'image.png' : 'image.jpg';
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
