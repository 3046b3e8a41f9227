import fs from 'node:fs';
import path from 'node:path';
import { compressBrotli, compressGzip } from './precompress';

/** The web app's build, as `vite build` leaves it. */
export const DIST = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist');

/** The lazily loaded page a signed-out visitor of /login renders (src/app/routes.tsx). */
const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BundleReport {
  /** every JS and CSS file the browser fetches to show /login: index.html's tags, then the login page's chunks */
  login: FileSize[];
  loginTotal: Sizes;
  largest: FileSize;
  /** every JS and CSS file of the build */
  total: Sizes & { files: number };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The size on the wire: the precompressed file the server sends, or the same compression done here. */
function sizeOf(dist: string, file: string): FileSize {
  const full = path.join(dist, file);
  const data = fs.readFileSync(full);
  const stored = (ext: string, make: (d: Buffer) => Buffer) => (fs.existsSync(full + ext) ? fs.statSync(full + ext).size : make(data).length);
  return { file, raw: data.length, gzip: stored('.gz', compressGzip), brotli: stored('.br', compressBrotli) };
}

const sum = (files: FileSize[]): Sizes => ({
  raw: files.reduce((n, f) => n + f.raw, 0),
  gzip: files.reduce((n, f) => n + f.gzip, 0),
  brotli: files.reduce((n, f) => n + f.brotli, 0),
});

/** The JS and CSS files index.html names: its module script, modulepreload and stylesheet links. */
export function indexHtmlAssets(dist = DIST): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files: string[] = [];
  for (const tag of tags) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    const wanted = tag.startsWith('<script') ? /type="module"/.test(tag) : /rel="(modulepreload|stylesheet)"/.test(tag);
    if (url && wanted && /\.(js|css)$/.test(url)) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/** A manifest entry's files with everything it imports statically (what the browser fetches when it loads). */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>(), out: string[] = []): string[] {
  if (seen.has(key)) return out;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  out.push(chunk.file, ...(chunk.css ?? []));
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen, out);
  return out;
}

/**
 * The sizes a visitor pays: what /login downloads (gzip and brotli, as the server sends them), the largest
 * chunk and the whole build. Reads a finished `vite build` (dist with its .vite/manifest.json).
 */
export function bundleReport(dist = DIST): BundleReport {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set([...indexHtmlAssets(dist), ...closure(manifest, LOGIN_PAGE)]);
  const login = [...files].map((f) => sizeOf(dist, f));
  const all = fs
    .readdirSync(path.join(dist, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => sizeOf(dist, `assets/${f}`));
  const largest = all.reduce((a, b) => (b.raw > a.raw ? b : a));
  return { login, loginTotal: sum(login), largest, total: { ...sum(all), files: all.length } };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
