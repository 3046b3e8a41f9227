import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TEXT } from '@app/contract';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { type Client, testWorld, type WorldCompany } from '../../../test/world/server.js';

// Issue 28 point 3: files on a bill, a vendor, a payment and a check; judged by content; scoped like the document.
let t: TestContext;
let grace: WorldCompany;
let other: WorldCompany;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 2)]);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, fileName: string, declaredType: string, field = 'file') {
  const boundary = `----att28${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(api: Client, owner: string, id: number, bytes: Buffer, fileName: string, declaredType: string) {
  const m = multipart(bytes, fileName, declaredType);
  return api.post(`/attachments/${owner}/${id}`, m.body, m.headers);
}

/** The file's raw bytes and headers (inject answers a string body; ask for the raw payload). */
async function openFile(id: number, token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/attachment-files/${id}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

let bill: { id: number };
beforeAll(async () => {
  t = await createTestContext();
  const world = testWorld(t);
  grace = await world.company({ name: 'Grace Chapel' });
  other = await world.company({ name: 'Bethel' });
  await grace.fund('1000.00');
  bill = await grace.bill('120.00');
}, 120_000);
afterAll(async () => t.close());

describe('attachments', () => {
  it('keeps a PDF invoice on a bill and serves it with its stored type, inline, nosniff and no script', async () => {
    const res = await upload(grace.api, 'bill', bill.id, PDF, 'invoice 1042.pdf', 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(ATTACHMENT_TEXT.uploaded);
    expect(res.body.data).toMatchObject({
      owner_type: 'bill',
      owner_id: bill.id,
      file_name: 'invoice 1042.pdf',
      media_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    expect(res.body.data.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    const list = await grace.api.get(`/attachments/bill/${bill.id}`);
    expect(list.body.data.map((a: { id: number }) => a.id)).toContain(res.body.data.id);

    const file = await openFile(res.body.data.id, grace.treasurer.token);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.bytes, PDF)).toBe(0);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(String(file.headers['content-disposition'])).toMatch(/^inline; filename="invoice 1042.pdf"/);
  });

  it('judges the type by the content: a PNG declared as a PDF is kept as image/png and served sandboxed', async () => {
    const res = await upload(grace.api, 'bill', bill.id, PNG, 'scan.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.body.data.media_type).toBe('image/png');
    const file = await openFile(res.body.data.id, grace.treasurer.token);
    expect(file.headers['content-type']).toBe('image/png');
    expect(String(file.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'/);
    const jpeg = await upload(grace.api, 'bill', bill.id, JPEG, 'photo.jpg', 'image/jpeg');
    expect(jpeg.body.data.media_type).toBe('image/jpeg');
  });

  it('refuses HTML named invoice.pdf and a file over 10 MB, storing nothing', async () => {
    const before = (await grace.api.get(`/attachments/bill/${bill.id}`)).body.data.length;
    const html = await upload(grace.api, 'bill', bill.id, HTML, 'invoice.pdf', 'application/pdf');
    expect(html.status).toBe(422);
    expect(html.body.message).toBe(ATTACHMENT_TEXT.badType);
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const tooBig = await upload(grace.api, 'bill', bill.id, big, 'big.pdf', 'application/pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(ATTACHMENT_TEXT.tooLarge);
    const exactly = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload(grace.api, 'vendor', (await grace.firstVendor()).id, exactly, 'w9.pdf', 'application/pdf')).status).toBe(200);
    const notMultipart = await grace.api.post(`/attachments/bill/${bill.id}`, { file: 'x' });
    expect(notMultipart.status).toBe(422);
    const empty = await upload(grace.api, 'bill', bill.id, Buffer.alloc(0), 'empty.pdf', 'application/pdf');
    expect(empty.status).toBe(422);
    expect((await grace.api.get(`/attachments/bill/${bill.id}`)).body.data.length).toBe(before);
  }, 120_000); // two 10 MB bodies through the embedded database

  it("answers 404 for another company's document and file, and changes nothing", async () => {
    const mine = (await upload(grace.api, 'bill', bill.id, PDF, 'mine.pdf', 'application/pdf')).body.data;
    expect((await other.api.get(`/attachments/bill/${bill.id}`)).status).toBe(404);
    expect((await upload(other.api, 'bill', bill.id, PDF, 'theirs.pdf', 'application/pdf')).status).toBe(404);
    expect((await openFile(mine.id, other.treasurer.token)).status).toBe(404);
    expect((await other.api.del(`/attachment-files/${mine.id}`)).status).toBe(404);
    expect((await openFile(mine.id, grace.treasurer.token)).status).toBe(200);
    expect((await grace.api.get('/attachments/bill/999999')).status).toBe(404);
  });

  it('follows the document: W-9 on a vendor, receipts on a payment and a check; an Auditor reads but cannot add or delete', async () => {
    const vendor = await grace.firstVendor();
    const [payment] = await grace.pay([await grace.bill('30.00')]);
    const check = await grace.standardCheck('25.00');
    for (const [owner, id] of [
      ['vendor', vendor.id],
      ['bill_payment', payment.id],
      ['check', check.id],
    ] as const) {
      const res = await upload(grace.api, owner, id, PDF, `${owner}.pdf`, 'application/pdf');
      expect(res.status, `${owner}: ${JSON.stringify(res.body)}`).toBe(200);
      expect((await grace.api.get(`/attachments/${owner}/${id}`)).body.data.some((a: { file_name: string }) => a.file_name === `${owner}.pdf`)).toBe(true);
    }
    const auditor = await grace.user('Auditor');
    const listed = await auditor.api.get(`/attachments/bill/${bill.id}`);
    expect(listed.status).toBe(200);
    const first = listed.body.data[0];
    expect((await openFile(first.id, auditor.token)).status).toBe(200);
    expect((await upload(auditor.api, 'bill', bill.id, PDF, 'audit.pdf', 'application/pdf')).status).toBe(403);
    expect((await auditor.api.del(`/attachment-files/${first.id}`)).status).toBe(403);
  });

  it('deletes with the Edit permission; the file is gone', async () => {
    const made = (await upload(grace.api, 'bill', bill.id, PDF, 'gone.pdf', 'application/pdf')).body.data;
    const res = await grace.api.del(`/attachment-files/${made.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ATTACHMENT_TEXT.deleted);
    expect((await openFile(made.id, grace.treasurer.token)).status).toBe(404);
  });
});
