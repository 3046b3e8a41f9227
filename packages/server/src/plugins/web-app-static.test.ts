import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';

// A build as `vite build` leaves it (packages/web/build/precompress.ts): hashed assets, index.html and the
// logo, each text file with its .br and .gz beside it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const CHUNK = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
function put(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
  fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
  fs.writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
}
put('index.html', INDEX);
put('assets/index-Ab12Cd34.js', CHUNK);
put('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
put('.vite/manifest.json', '{}');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER = 'gzip, deflate, br, zstd'; // Chromium over https or on localhost
const PLAIN_HTTP = 'gzip, deflate'; // Chromium over plain http on a LAN: no brotli

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the built web app: compressed, hashed assets cached for a year, the page never', () => {
  it('sends a hashed asset as brotli when the browser accepts it, cached immutably for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length / 10);
  });

  it('sends gzip to a browser that does not accept brotli, and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', PLAIN_HTTP);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body).toBe(CHUNK);
  });

  it('has index.html and every page of the app revalidated on each visit (no-cache), compressed too', async () => {
    for (const url of ['/index.html', '/', '/login', '/app/dashboard', '/app/vendor-setup/12']) {
      const res = await get(url, BROWSER);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
    const gz = await get('/app/dashboard', PLAIN_HTTP);
    expect(gz.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
  });

  it('does not cache files without a hash in their name (the logo) for good', async () => {
    const res = await get('/logo.svg', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('leaves the API its own cache header', async () => {
    const res = await get('/api/v1/app-info', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.org_name).toBe('Test Church US');
  });

  it('gives the compressed copies and the build manifest no address of their own', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz', '/.vite/manifest.json', '/assets/missing-0000.js']) {
      expect((await get(url, BROWSER)).statusCode, url).toBe(404);
    }
  });
});
