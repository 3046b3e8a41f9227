import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileSink } from './outbox.js';

describe('the .eml file sink', () => {
  it("writes a mail's attachment into the .eml, byte for byte", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eml-'));
    const content = Buffer.from('%PDF-1.3 fake bytes \u0000\u00ff for the test', 'latin1');
    await fileSink(dir, 'Church <no-reply@example.org>', () => {}).deliver({
      id: 7,
      to: 'ap@vendor.test',
      subject: 'Purchase Order 3',
      text: 'Attached.',
      attachments: [{ filename: 'purchase-order-3.pdf', contentType: 'application/pdf', content }],
    });
    const [file] = fs.readdirSync(dir);
    const eml = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(eml).toMatch(/Content-Type: application\/pdf; name=purchase-order-3\.pdf/);
    const base64 = /Content-Transfer-Encoding: base64[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(eml)?.[1] ?? '';
    expect(Buffer.from(base64.replace(/\s+/g, ''), 'base64').equals(content)).toBe(true);
  });
});
