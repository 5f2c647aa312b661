import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocumentService } from '../../src/knowledge/documents.ts';
import { moveDocumentFilesToStore } from '../../src/knowledge/files.ts';
import { processDocument } from '../../src/knowledge/processing.ts';
import { documentKey } from '../../src/storage/index.ts';
import { type KnowledgeServer, sendChat, startKnowledgeServer } from './harness.ts';

const demo = path.join(import.meta.dirname, '../../demo-documents');
const file = (name: string, as = name) => new File([readFileSync(path.join(demo, name))], as);

function form(f: File, department = 'people_and_talent', tags = 'a, b') {
  const fd = new FormData();
  fd.set('file', f);
  fd.set('department', department);
  fd.set('tags', tags);
  return fd;
}

let s: KnowledgeServer;
let admin: string;
let user: string;
let manager: string;
beforeAll(async () => {
  s = await startKnowledgeServer();
  admin = await s.token('admin');
  user = await s.token('user');
  manager = await s.token('manager');
});
afterAll(() => s.stop());

describe('documents', () => {
  let pendingId: string;
  let approvedId: string;

  it('upload: only the document administrator; real type by magic bytes; starts pending', async () => {
    const denied = await s.call('POST', '/api/documents/upload', {
      token: user,
      body: form(file('Annual Leave Policy.docx')),
    });
    expect(denied.status).toBe(403);
    const renamed = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(file('Annual Leave Policy.docx', 'leave.pdf')),
    });
    expect(renamed.status).toBe(415);
    const badDept = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(file('Annual Leave Policy.docx'), 'marketing'),
    });
    expect(badDept.status).toBe(400);
    const ok = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(file('Annual Leave Policy.docx')),
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      original_name: 'Annual Leave Policy.docx',
      department: 'people_and_talent',
      approval_status: 'pending_approval',
      processing_status: null,
      processed: false,
      tags: ['a', 'b'],
      uploaded_by: 'Alex Morgan',
    });
    expect(ok.body.filename).toMatch(/^[0-9a-f-]{36}\.docx$/);
    pendingId = ok.body.id;
    const dup = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(file('Annual Leave Policy.docx')),
    });
    expect(dup.status).toBe(409);
  });

  it('upload size limit: 20 MB is accepted, one byte more is a 413 with a clear detail', async () => {
    const limit = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(new File([Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 'a')], 'too-big.txt'), 'other'),
    });
    expect(limit.status).toBe(413);
    expect(limit.body.detail).toBe('File too large: the limit is 20 MB');
    // Far over the limit: refused while the body is read, with the same detail.
    const huge = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(new File([Buffer.alloc(DOCUMENT_MAX_BYTES + 512 * 1024, 'b')], 'huge.txt'), 'other'),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('File too large: the limit is 20 MB');
    const exact = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(new File([Buffer.alloc(DOCUMENT_MAX_BYTES, 'c')], 'exactly-20mb.txt'), 'other'),
    });
    expect(exact.status).toBe(201);
    expect(exact.body.file_size).toBe(DOCUMENT_MAX_BYTES);
    // Not needed by later tests (it would only slow their lists down).
    await s.ctx.database.pool.query('DELETE FROM documents WHERE id = $1', [exact.body.id]);
  });

  it('non-admins never see or download pending documents', async () => {
    const list = await s.call('GET', '/api/documents?approval_status=pending_approval', { token: user });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
    const dl = await s.call('GET', `/api/documents?file_id=${pendingId}`, { token: user });
    expect(dl.status).toBe(404);
    expect((await s.call('GET', '/api/documents/admin', { token: user })).status).toBe(403);
    const adminList = await s.call('GET', '/api/documents/admin', { token: admin });
    expect(adminList.body.map((d: { id: string }) => d.id)).toContain(pendingId);
    // Nothing of a pending document is searchable.
    const answer = await sendChat(s.base, user, {
      session_id: crypto.randomUUID(),
      message: 'How many days can I carry over?',
    });
    expect(answer.metadata.referenced_documents).toEqual([]);
  });

  it('approve (admins only) processes the document and reports how it went; approving twice is a 409', async () => {
    expect((await s.call('PUT', `/api/documents/${pendingId}/approve`, { token: manager })).status).toBe(403);
    const res = await s.call('PUT', `/api/documents/${pendingId}/approve`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ processing_status: 'completed', processing_error: null });
    expect(res.body.message).toMatch(/processed \(\d+ sections indexed\)/);
    expect(res.body.document).toMatchObject({ approval_status: 'approved', processed: true });
    approvedId = pendingId;
    const again = await s.call('PUT', `/api/documents/${pendingId}/approve`, { token: admin });
    expect(again.status).toBe(409);
    const reject = await s.call('PUT', `/api/documents/${pendingId}/reject`, {
      token: admin,
      body: { notes: 'x' },
    });
    expect(reject.status).toBe(409);
    const stats = await s.call('GET', '/api/documents/rag-stats', { token: user });
    expect(stats.body).toEqual({ total_documents: 1, processed_documents: 1 });
  });

  it('download: attachment with nosniff and the exact bytes', async () => {
    const res = await s.call('GET', `/api/documents?file_id=${approvedId}`, { token: user });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Annual Leave Policy.docx"/,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(res.raw).equals(readFileSync(path.join(demo, 'Annual Leave Policy.docx')))).toBe(true);
    expect((await s.call('GET', '/api/documents?file_id=not-a-uuid', { token: user })).status).toBe(404);
  });

  it('a document stored before the file store (bytes in document_files) moves into it once, even with two instances moving at once', async () => {
    const { pool } = s.ctx.database;
    const files = s.ctx.files;
    if (!files) throw new Error('the knowledge harness has a file store');
    const original = readFileSync(path.join(demo, 'Annual Leave Policy.docx'));
    const {
      rows: [doc],
    } = await pool.query<{ filename: string }>('SELECT filename FROM documents WHERE id = $1', [approvedId]);
    if (!doc) throw new Error('no approved document');
    // As an upload before the store: the bytes in the table, no object.
    await files.delete(documentKey(doc.filename));
    await pool.query('INSERT INTO document_files (document_id, content) VALUES ($1, $2)', [
      approvedId,
      original,
    ]);
    // Still served from the table meanwhile.
    const before = await s.call('GET', `/api/documents?file_id=${approvedId}`, { token: user });
    expect(Buffer.from(before.raw).equals(original)).toBe(true);

    const moved = await Promise.all([
      moveDocumentFilesToStore(pool, files),
      moveDocumentFilesToStore(pool, files),
    ]);
    expect(moved[0] + moved[1]).toBe(1);
    expect((await pool.query('SELECT 1 FROM document_files')).rowCount).toBe(0);
    const stored = await files.get(documentKey(doc.filename));
    expect(stored?.size).toBe(original.byteLength);
    stored?.body.destroy();
    const after = await s.call('GET', `/api/documents?file_id=${approvedId}`, { token: user });
    expect(Buffer.from(after.raw).equals(original)).toBe(true);
    expect(await moveDocumentFilesToStore(pool, files)).toBe(0);
  });

  it('list filters by department; non-admins get approved only', async () => {
    const hr = await s.call('GET', '/api/documents?department=people_and_talent', { token: user });
    expect(hr.body.map((d: { id: string }) => d.id)).toEqual([approvedId]);
    const fin = await s.call('GET', '/api/documents?department=finance', { token: user });
    expect(fin.body).toEqual([]);
  });

  it('with approved documents present, a non-admin probing for pending ones still never gets one', async () => {
    const up = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(file('Remote and Hybrid Working Policy.txt')),
    });
    expect(up.status).toBe(201);
    const pending = up.body.id;
    const ids = (r: { body: { id: string; approval_status: string }[] }) => r.body.map((d) => d.id);
    for (const query of [
      '?approval_status=pending_approval',
      '?approval_status=pending_approval&department=people_and_talent',
      '?approval_status=rejected',
    ]) {
      const r = await s.call('GET', `/api/documents${query}`, { token: user });
      expect(r.status).toBe(200);
      // The filter narrows the approved documents: asking for pending ones gets none.
      expect(r.body).toEqual([]);
    }
    for (const query of ['', '?approval_status=all', '?department=people_and_talent', '?show_all=true']) {
      const r = await s.call('GET', `/api/documents${query}`, { token: user });
      expect(ids(r)).toContain(approvedId);
      expect(ids(r)).not.toContain(pending);
      for (const d of r.body) expect(d.approval_status).toBe('approved');
    }
    expect((await s.call('GET', `/api/documents?file_id=${pending}`, { token: user })).status).toBe(404);
    // Admins do get it when they ask.
    const adminPending = await s.call('GET', '/api/documents?approval_status=pending_approval', {
      token: admin,
    });
    expect(ids(adminPending)).toEqual([pending]);
  });

  it('show_all=true (the admin stats fallback): every document, whatever the other filters say', async () => {
    const { rows } = await s.ctx.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM documents',
    );
    const all = await s.call(
      'GET',
      '/api/documents?show_all=true&department=finance&approval_status=approved',
      {
        token: admin,
      },
    );
    expect(all.body).toHaveLength(rows[0]?.n ?? -1);
    expect(new Set(all.body.map((d: { approval_status: string }) => d.approval_status))).toEqual(
      new Set(['approved', 'pending_approval']),
    );
    // Without it the filters apply.
    const finance = await s.call('GET', '/api/documents?department=finance&approval_status=approved', {
      token: admin,
    });
    expect(finance.body).toEqual([]);
    // For a non-admin: every department's approved documents.
    const mine = await s.call('GET', '/api/documents?show_all=true&department=finance', { token: user });
    expect(mine.body.map((d: { id: string }) => d.id)).toEqual([approvedId]);
  });

  it('reject removes it at once; a failing file is approved but marked failed with a reason', async () => {
    const up = await s.call('POST', '/api/documents/upload', {
      token: admin,
      body: form(file('Expenses Policy 2019.txt'), 'finance'),
    });
    const rej = await s.call('PUT', `/api/documents/${up.body.id}/reject`, {
      token: admin,
      body: { notes: 'Superseded' },
    });
    expect(rej.status).toBe(200);
    expect(rej.body).toMatchObject({ approval_status: 'rejected', notes: 'Superseded' });
    expect((await s.call('PUT', `/api/documents/${up.body.id}/approve`, { token: admin })).status).toBe(409);

    // A PDF with a valid header and no text at all: extraction finds nothing.
    const broken = new File(
      [Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')],
      'scan.pdf',
    );
    const up2 = await s.call('POST', '/api/documents/upload', { token: admin, body: form(broken, 'other') });
    expect(up2.status).toBe(201);
    const appr = await s.call('PUT', `/api/documents/${up2.body.id}/approve`, { token: admin });
    expect(appr.status).toBe(200);
    expect(appr.body.processing_status).toBe('failed');
    expect(appr.body.processing_error).toMatch(/extract/i);
    expect(appr.body.message).toBe('Document approved but processing failed');
  });

  it('a processing time budget stops the work and keeps what was indexed searchable', async () => {
    // A long text document: many sections, posted in batches; a pause per batch makes the budget bite.
    const chapters = Array.from(
      { length: 40 },
      (_, i) => `## Chapter ${i + 1} zebracrossing${i}\n\n${'Rules about pedestrian safety. '.repeat(60)}`,
    ).join('\n\n');
    const big = new File([`# Road Safety Manual\n\n${chapters}`], 'road.txt');
    const up = await s.call('POST', '/api/documents/upload', { token: admin, body: form(big, 'other') });
    // Approved as approve leaves it (pending processing), without queueing it: this test runs it.
    await s.ctx.database.pool.query(
      `UPDATE documents SET approval_status = 'approved', processing_status = 'pending' WHERE id = $1`,
      [up.body.id],
    );
    // Batches of 8 sections with a 4 s pause after each (10 batches, 40 s): the 10 s budget ends
    // part-way. The budget counts from the worker's start, and a busy machine took over 1.5 s just to
    // start it (no batch in time), so the budget leaves room for that and the pauses for the rest.
    const result = await processDocument(s.ctx.database.pool, up.body.id, {
      files: s.ctx.files,
      budgetMs: 10_000,
      batchDelayMs: 4000,
    });
    expect(result.status).toBe('timeout');
    expect(result.sections).toBeGreaterThan(0);
    expect(result.sections).toBeLessThan(80); // 40 chapters of two sections each
    const { rows: indexed } = await s.ctx.database.pool.query(
      `SELECT count(*)::int AS n FROM document_sections WHERE document_id = $1 AND tsv @@ to_tsquery('simple', 'zebracrossing0')`,
      [up.body.id],
    );
    expect(indexed[0].n).toBeGreaterThan(0);
    const { rows } = await s.ctx.database.pool.query(
      'SELECT processing_status, processing_error, section_count FROM documents WHERE id = $1',
      [up.body.id],
    );
    expect(rows[0]).toMatchObject({ processing_status: 'timeout', section_count: result.sections });
    expect(rows[0].processing_error).toMatch(/budget/);
  });

  it('a restart mid-processing: pending documents are resumed, once, even by two instances', async () => {
    const pool = s.ctx.database.pool;
    const sections = async () =>
      (
        await pool.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM document_sections WHERE document_id = $1',
          [approvedId],
        )
      ).rows[0]?.n;
    const indexed = await sections();
    expect(indexed).toBeGreaterThan(0);
    // What a crash leaves behind: approved, still 'pending', half its sections gone.
    await pool.query(`DELETE FROM document_sections WHERE document_id = $1 AND position % 2 = 0`, [
      approvedId,
    ]);
    await pool.query(`UPDATE documents SET processing_status = 'pending' WHERE id = $1`, [approvedId]);
    // Two server processes start at once and both look for unfinished work.
    const [a, b] = await Promise.all([
      createDocumentService({ pool, files: s.ctx.files }).resumePending(),
      createDocumentService({ pool, files: s.ctx.files }).resumePending(),
    ]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => {
        const { rows } = await pool.query('SELECT processing_status FROM documents WHERE id = $1', [
          approvedId,
        ]);
        expect(rows[0].processing_status).toBe('completed');
      },
      { timeout: 20_000, interval: 100 },
    );
    // Let a losing instance finish its (skipped) attempt, then check nothing was indexed twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sections()).toBe(indexed);
  });

  it('delete: only the document administrator; sections leave the index', async () => {
    expect((await s.call('DELETE', `/api/documents/${approvedId}`, { token: manager })).status).toBe(403);
    // Another admin is not the designated document administrator.
    const otherAdmin = await s.call('DELETE', `/api/documents/${approvedId}`, {
      token: await s.token('admin2'),
    });
    expect(otherAdmin.status).toBe(403);
    expect(otherAdmin.body.detail).toBe('Only the document administrator can delete documents');
    const before = await s.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM document_sections WHERE document_id = $1',
      [approvedId],
    );
    expect(before.rows[0].n).toBeGreaterThan(0);
    const del = await s.call('DELETE', `/api/documents/${approvedId}`, { token: admin });
    expect(del.status).toBe(200);
    expect(del.body.ok).toBe(true);
    const after = await s.ctx.database.pool.query(
      'SELECT count(*)::int AS n FROM document_sections WHERE document_id = $1',
      [approvedId],
    );
    expect(after.rows[0].n).toBe(0);
    expect((await s.call('DELETE', `/api/documents/${approvedId}`, { token: admin })).status).toBe(404);
  });
});
