import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition, matchesMagic } from '../src/routes/attachments.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
let user: string;
let other: string;
let ticket: string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function form(content: Uint8Array | string, name: string, extra: Record<string, string> = {}) {
  const fd = new FormData();
  fd.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  return fd;
}

beforeAll(async () => {
  s = await startTestServer();
  user = await s.login(...DEMO.user);
  other = await s.login(...DEMO.userFinance);
  const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me', { token: user });
  ticket = mine.body.items[0].id;
});
afterAll(() => s?.stop());

const upload = (body: FormData, token = user) =>
  s.call('POST', `/api/boost/tickets/${ticket}/attachments`, { token, body });

describe('attachments', () => {
  it('stores an allowed file under a server-made name and serves it as a download', async () => {
    const name = 'résumé "final".png';
    const res = await upload(form(PNG, name, { ticket_id: ticket, uploaded_by: 'Someone Else' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      original_name: name,
      file_size: PNG.length,
      uploaded_by: 'Jordan Lee',
      content_type: 'image/png',
    });
    const list = await s.call('GET', `/api/boost/tickets/${ticket}/attachments`, { token: user });
    expect(list.body.map((a: { id: string }) => a.id)).toContain(res.body.id);

    const download = await fetch(`${s.base}/api/boost/tickets/${ticket}/attachments/${res.body.id}`, {
      headers: { authorization: `Bearer ${user}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = download.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain("filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.png");
    expect(disposition).not.toMatch(/filename="[^"]*"[^;]*"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    // Someone who cannot see the ticket cannot list or fetch its files.
    expect(
      (await s.call('GET', `/api/boost/tickets/${ticket}/attachments/${res.body.id}`, { token: other }))
        .status,
    ).toBe(404);
    expect((await upload(form('hi', 'a.txt'), other)).status).toBe(404);
    const audit = await s.call('GET', `/api/boost/tickets/${ticket}/audit`, { token: user });
    expect(audit.body.some((a: { action: string }) => a.action === 'attachment_added')).toBe(true);
  });

  it('rejects a file over 10485760 bytes with 413 and the spec wording', async () => {
    const big = new Uint8Array(10_485_761);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const res = await upload(form(big, 'big.pdf'));
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/exceeds 10MB limit/);
    const exact = new Uint8Array(10_485_760);
    exact.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect((await upload(form(exact, 'exact.pdf'))).status).toBe(201);
  });

  it('rejects other extensions and content that does not match its extension', async () => {
    const exe = await upload(form('MZ\x90\x00 program', 'tool.exe'));
    expect(exe.status).toBe(415);
    expect(exe.body.detail).toMatch(/^file: /);
    const disguised = await upload(form('MZ\x90\x00 program', 'invoice.pdf'));
    expect(disguised.status).toBe(415);
    const html = await upload(form('<html><script>alert(1)</script></html>', 'page.html'));
    expect(html.status).toBe(415);
    const binaryTxt = await upload(form(new Uint8Array([0x41, 0x00, 0x42]), 'notes.txt'));
    expect(binaryTxt.status).toBe(415);
    const noFile = await s.call('POST', `/api/boost/tickets/${ticket}/attachments`, {
      token: user,
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect(noFile.body.detail).toBe('file: Required');
    const json = await s.call('POST', `/api/boost/tickets/${ticket}/attachments`, {
      token: user,
      body: { file: 'x' },
    });
    expect(json.status).toBe(415);
  });

  it('recognises each allowed type by its magic bytes', () => {
    expect(matchesMagic('pdf', new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(matchesMagic('doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      true,
    );
    expect(matchesMagic('docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe(true);
    expect(matchesMagic('jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(matchesMagic('jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe(true);
    expect(matchesMagic('png', PNG)).toBe(true);
    expect(matchesMagic('txt', new TextEncoder().encode('plain text ✓'))).toBe(true);
    expect(matchesMagic('docx', PNG)).toBe(false);
    expect(matchesMagic('txt', new Uint8Array([0xff, 0xfe, 0xfd]))).toBe(false);
    expect(contentDisposition('a\r\nb.txt')).not.toMatch(/[\r\n]/);
  });
});
