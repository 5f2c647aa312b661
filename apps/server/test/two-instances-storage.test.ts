/**
 * Issue 17: nothing a user uploads lives only on one machine. Two server instances on one
 * PostgreSQL, each with its own DATA_DIR, both configured with the same S3-compatible bucket (s3rver,
 * started here): what is uploaded through A is downloaded and processed through B.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../src/files.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';
import { startS3, type TestS3 } from './s3-server.ts';

let s3: TestS3;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  s3 = await startS3();
  a = await startTestServer(s3.env);
  b = await startTestServer(s3.env, { database: a.database });
}, 120_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await s3?.stop();
});

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('two instances sharing one S3-compatible bucket', () => {
  it('are two servers with their own data folders, on one database', () => {
    expect(a.base).not.toBe(b.base);
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    expect(a.config.storage).toMatchObject({ kind: 's3', bucket: s3.bucket });
  });

  it('a ticket attachment uploaded through A downloads byte-identical through B', async () => {
    const tokenA = await a.login(...DEMO.user);
    const tokenB = await b.login(...DEMO.user);
    const mine = await a.call('GET', '/api/boost/tickets?scope=created_by_me', { token: tokenA });
    const ticket = mine.body.items[0].id as string;
    // A real-sized file: a PDF header and 3 MB of random bytes.
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024)]);
    const body = new FormData();
    body.append('file', new Blob([content]), 'evidence.pdf');
    const uploaded = await a.call('POST', `/api/boost/tickets/${ticket}/attachments`, {
      token: tokenA,
      body,
    });
    expect(uploaded.status).toBe(201);

    const res = await fetch(`${b.base}/api/boost/tickets/${ticket}/attachments/${uploaded.body.id}`, {
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(content.byteLength));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect((await bytesOf(res)).equals(content)).toBe(true);
    // Neither instance kept it on its own disk (the demo attachments went to the bucket as well).
    for (const s of [a, b]) expect(existsSync(path.join(s.config.dataDir, 'attachments'))).toBe(false);

    // Gone from the bucket: B answers what it always answered for a lost file.
    const { rows } = await a.database.pool.query<{ stored_name: string }>(
      'SELECT stored_name FROM ticket_attachments WHERE id = $1',
      [uploaded.body.id],
    );
    await a.ctx.files.delete(`attachments/${rows[0]?.stored_name}`);
    const lost = await b.call('GET', `/api/boost/tickets/${ticket}/attachments/${uploaded.body.id}`, {
      token: tokenB,
    });
    expect(lost.status).toBe(404);
    expect(lost.body.detail).toBe('Attachment file is missing');
  });

  it('a knowledge document uploaded through A downloads and is processed through B', async () => {
    const adminA = await a.login(...DEMO.admin);
    const adminB = await b.login(...DEMO.admin);
    const text = `Bicycle allowance ${randomBytes(4).toString('hex')}\n\nEvery employee who cycles to work receives a monthly bicycle allowance of 30 euros, paid with the salary.\n`;
    const form = new FormData();
    form.set('file', new File([text], 'Bicycle Allowance.txt', { type: 'text/plain' }));
    form.set('department', 'people_and_talent');
    const up = await a.call('POST', '/api/documents/upload', { token: adminA, body: form });
    expect(up.status).toBe(201);

    const res = await fetch(`${b.base}/api/documents?file_id=${up.body.id}`, {
      headers: { authorization: `Bearer ${adminB}` },
    });
    expect(res.status).toBe(200);
    expect((await bytesOf(res)).toString()).toBe(text);

    const approved = await b.call('PUT', `/api/documents/${up.body.id}/approve`, { token: adminB });
    expect(approved.status).toBe(200);
    expect(approved.body.processing_status).toBe('completed');
    expect(approved.body.document).toMatchObject({ approval_status: 'approved', processed: true });
    for (const s of [a, b]) expect(existsSync(path.join(s.config.dataDir, 'documents'))).toBe(false);

    // Deleting through B removes the file from the bucket too.
    const key = `documents/${up.body.filename}`;
    expect(await a.ctx.files.exists(key)).toBe(true);
    expect((await b.call('DELETE', `/api/documents/${up.body.id}`, { token: adminB })).status).toBe(200);
    expect(await a.ctx.files.exists(key)).toBe(false);
  });

  it('the upload sweep removes objects no row names from the bucket, in both folders, and keeps the rest', async () => {
    const files = a.ctx.files;
    const orphans = [`attachments/${crypto.randomUUID()}.png`, `documents/${crypto.randomUUID()}.txt`];
    for (const key of orphans) await files.put(key, Buffer.from('left by a crash'));
    const before = (await files.list('attachments')).length + (await files.list('documents')).length;
    // Two hours from now everything is past the one-hour grace age (S3 write times cannot be set back).
    const removed = await sweepUploads(a.database.db, files, {
      now: new Date(Date.now() + 2 * 3_600_000),
      graceMs: 3_600_000,
    });
    expect(removed.map((f) => `${f.folder}/${f.name}`).sort()).toEqual([...orphans].sort());
    expect(removed.map((f) => f.reason).sort()).toEqual(['no attachment row', 'no document row']);
    for (const key of orphans) expect(await files.exists(key)).toBe(false);
    const after = (await files.list('attachments')).length + (await files.list('documents')).length;
    expect(after).toBe(before - 2);
    expect(after).toBeGreaterThan(10); // the demo's attachments and documents, all with rows
  });
});
