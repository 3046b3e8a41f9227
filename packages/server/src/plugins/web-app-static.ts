import type { FastifyStaticOptions } from '@fastify/static';

/** A year: the longest lifetime caches honour. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How the built web app (packages/web/dist) is served. `vite build` names every file under assets/ by its
 * content hash and writes a .br and a .gz beside each text file (packages/web/build/precompress.ts):
 * - assets/* never change under their name: browsers keep them a year without asking again;
 * - everything else (index.html, which names the current assets, the logo) is revalidated on every use
 *   (`no-cache` + ETag answers 304), so a new release is seen at once;
 * - `preCompressed` sends the .br (or .gz) matching the browser's Accept-Encoding, with no work per request.
 * The API's own Cache-Control (no-store, app.ts) is not touched: these options apply to files only.
 */
export function webAppStatic(root: string): FastifyStaticOptions {
  return {
    root,
    // One route for every file, looked up when asked for: a route per file meant globbing the ~540 files of the
    // build at every start (a tenth of a second of the first page's time). Not found: the app's not-found
    // handler (the web app's index.html for its own routes).
    wildcard: true,
    index: false,
    preCompressed: true,
    // The compressed copies are found beside their file; they, and dot-files (the build manifest), get no
    // address of their own.
    allowedPath: (pathName) => !/\.(br|gz)$/.test(pathName) && !/(^|\/)\./.test(pathName),
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader('Cache-Control', /[\\/]assets[\\/][^\\/]+$/.test(file) ? IMMUTABLE : 'no-cache');
      // The answer depends on Accept-Encoding: a shared cache must not give a gzip-less client the brotli copy.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  };
}
