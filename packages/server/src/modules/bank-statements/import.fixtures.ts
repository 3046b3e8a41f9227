import { readFileSync } from 'node:fs';
import type { TestContext } from '../../../test/harness.js';

/** A fixture file of this module, as bytes. */
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** POST /bank-statements/import as the browser sends it: multipart/form-data with bank_account_id and file. */
export async function importFile(t: TestContext, token: string, bankAccountId: number | string, fileName: string, bytes: Buffer = fixture(fileName)) {
  const boundary = `----bankstmt${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bank_account_id"\r\n\r\n${bankAccountId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bank-statements/import',
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { status: res.statusCode, body: res.json() as any };
}

/** PUT with a JSON body (the test client has no PUT). */
export async function put(t: TestContext, token: string, url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as never, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() as any };
}
