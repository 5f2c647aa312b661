/**
 * Backup and restore of the embedded default (issue 17): a running demo data set with an uploaded
 * attachment is backed up with `npm run backup`'s command while it serves, restored with
 * `npm run restore`'s into a fresh DATA_DIR, and a server started there serves the attachment.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { DEMO } from './helpers.ts';

const run = promisify(execFile);
const root = path.join(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-test-'));
const original = path.join(work, 'original');
const restored = path.join(work, 'restored');
const archive = path.join(work, 'portal.tar.gz');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const settings = (dir: string) => ({
  DATA_DIR: dir,
  DEMO: '1',
  PORT: '0',
  HOST: '127.0.0.1',
  PORTAL_DIR: path.join(dir, 'none'),
  EMBEDDINGS: 'off',
});

/** The command `npm run backup -- <file>` / `npm run restore -- <file>` runs (root package.json). */
function command(which: 'backup' | 'restore', file: string, dir: string) {
  return run(process.execPath, ['--conditions=@portal/source', 'apps/server/src/backup.ts', which, file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', S3_BUCKET: '' },
  });
}

async function signIn(server: RunningServer, [email, code]: readonly [string, string]) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, personal_code: code }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('npm run backup / npm run restore', () => {
  const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(512 * 1024)]);
  let ticketId: string;
  let attachmentId: string;
  let counts: { tickets: number; documents: number };

  it('backs up a running server: database and files in one archive', async () => {
    const logs = console.log;
    console.log = () => {};
    const server = await startServer(readConfig(settings(original))).finally(() => {
      console.log = logs;
    });
    try {
      const token = await signIn(server, DEMO.user);
      const base = `http://127.0.0.1:${server.port}`;
      const mine = await fetch(`${base}/api/boost/tickets?scope=created_by_me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      ticketId = ((await mine.json()) as { items: { id: string }[] }).items[0]?.id as string;
      const body = new FormData();
      body.append('file', new Blob([content]), 'before-backup.pdf');
      const up = await fetch(`${base}/api/boost/tickets/${ticketId}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      });
      expect(up.status).toBe(201);
      attachmentId = ((await up.json()) as { id: string }).id;
      const { rows } = await server.ctx.database.pool.query<{ tickets: number; documents: number }>(
        'SELECT (SELECT count(*)::int FROM tickets) AS tickets, (SELECT count(*)::int FROM documents) AS documents',
      );
      counts = rows[0] as typeof counts;

      const { stdout } = await command('backup', archive, original);
      expect(stdout).toMatch(
        /^Backed up the database and \d+ files to .*portal\.tar\.gz \(\d+\.\d MB, \d+\.\d s\)/,
      );
      console.info(`backup: ${stdout.trim()}`);
      // The server kept serving while it was backed up.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
    expect(statSync(archive).size).toBeGreaterThan(content.byteLength);
  }, 120_000);

  it('restores into a fresh DATA_DIR, where a server serves the attachment byte for byte', async () => {
    const { stdout } = await command('restore', archive, restored);
    expect(stdout).toContain(
      `Restored ${archive} into ${restored}: 8 users, ${counts.tickets} tickets, ${counts.documents} documents`,
    );
    console.info(`restore: ${stdout.trim()}`);
    expect(existsSync(path.join(restored, 'attachments'))).toBe(true);
    expect(existsSync(path.join(restored, 'documents'))).toBe(true);

    const logs = console.log;
    console.log = () => {};
    const server = await startServer(readConfig(settings(restored))).finally(() => {
      console.log = logs;
    });
    try {
      const token = await signIn(server, DEMO.user);
      const res = await fetch(
        `http://127.0.0.1:${server.port}/api/boost/tickets/${ticketId}/attachments/${attachmentId}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(content)).toBe(true);
      // A knowledge document's file came along too.
      const admin = await signIn(server, DEMO.admin);
      const docs = await fetch(`http://127.0.0.1:${server.port}/api/documents/admin`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      const first = ((await docs.json()) as { id: string }[])[0];
      const file = await fetch(`http://127.0.0.1:${server.port}/api/documents?file_id=${first?.id}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(file.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('backs up a stopped server too (starting its PostgreSQL for the backup), and that restores', async () => {
    const cold = path.join(work, 'cold.tar.gz');
    const { stdout } = await command('backup', cold, original);
    expect(stdout).toContain(`to ${cold}`);
    const into = path.join(work, 'restored-cold');
    const restoredCold = await command('restore', cold, into);
    expect(restoredCold.stdout).toContain(
      `8 users, ${counts.tickets} tickets, ${counts.documents} documents`,
    );
    // The backup's PostgreSQL was stopped again: the original folder starts as before.
    expect(existsSync(path.join(original, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('refuses to restore over a data folder in use, and says what to use instead of it for external services', async () => {
    await expect(command('restore', archive, restored)).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `Restore failed: ${restored} already holds pg, pg.password, attachments, documents: restore into a fresh DATA_DIR`,
      ),
    });
    const notOurs = path.join(work, 'not-a-backup.tar.gz');
    writeFileSync(notOurs, 'x');
    await expect(command('restore', notOurs, path.join(work, 'empty'))).rejects.toMatchObject({ code: 1 });
    await expect(
      run(process.execPath, ['--conditions=@portal/source', 'apps/server/src/backup.ts', 'backup', archive], {
        cwd: root,
        env: { ...process.env, DATA_DIR: original, DATABASE_URL: 'postgres://db.example.com/portal' },
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("use pg_dump/pg_restore or your provider's snapshots"),
    });
  }, 60_000);
});
