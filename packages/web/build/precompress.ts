import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images such as png are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // dist/.vite holds the build manifest: read by tools, never served.
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/** The two encodings at their strongest settings: done once at build time, served for every visit. */
export const compressBrotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
export const compressGzip = (data: Buffer) => gzipSync(data, { level: 9 });

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, for the server's
 * @fastify/static `preCompressed` option: no compression work per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        const data = fs.readFileSync(file);
        fs.writeFileSync(`${file}.br`, compressBrotli(data));
        fs.writeFileSync(`${file}.gz`, compressGzip(data));
      }
    },
  };
}
