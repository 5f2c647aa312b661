/**
 * The sweep of left-over upload files (issue 15 item 23, sec.md D6) on a real folder and real rows:
 * what a kill -9 leaves between writing a file and committing its row.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startUploadSweep, sweepUploads } from '../src/files.ts';
import { localObjectStore } from '../src/storage/local.ts';
import { DEMO, startTestServer, type TestServer } from './helpers.ts';

const HOUR = 3_600_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-sweep-'));
const folder = path.join(dataDir, 'attachments');

/** A file in the attachments folder, last written `ageMs` ago. */
function file(name: string, ageMs: number, content = 'x'.repeat(100)) {
  const target = path.join(folder, name);
  writeFileSync(target, content);
  const when = new Date(Date.now() - ageMs);
  utimesSync(target, when, when);
  return name;
}

const present = (name: string) => existsSync(path.join(folder, name));

// Left by crashes before this start, and what must survive it.
mkdirSync(folder, { recursive: true });
const stalePart = file(`.${randomUUID()}.txt.part`, 2 * HOUR);
const staleOrphan = file(`${randomUUID()}.pdf`, 3 * HOUR);
const inFlightPart = file(`.${randomUUID()}.txt.part`, 5_000);
const inFlightRenamed = file(`${randomUUID()}.png`, 5_000);
const notOurs = file('README.txt', 48 * HOUR);

let s: TestServer;
const logged: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    logged.push(args.join(' '));
  });
  s = await startTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await s?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the upload sweep', () => {
  it('at start removes unfinished uploads and files without a row past the grace age, and logs them', async () => {
    await vi.waitFor(() => expect(present(stalePart) || present(staleOrphan)).toBe(false));
    // Too young to judge (an upload in flight here or on another instance), or not an upload's name.
    expect(present(inFlightPart)).toBe(true);
    expect(present(inFlightRenamed)).toBe(true);
    expect(present(notOurs)).toBe(true);
    const line = logged.find((l) => l.startsWith('Upload sweep removed 2 left-over files'));
    expect(line).toContain(`${stalePart} (unfinished upload, 100 B, 2.0 h old)`);
    expect(line).toContain(`${staleOrphan} (no attachment row, 100 B, 3.0 h old)`);
  });

  it('keeps every file a row names, however old, and removes one whose row is gone', async () => {
    const token = await s.login(...DEMO.user);
    const mine = await s.call('GET', '/api/boost/tickets?scope=created_by_me', { token });
    const ticket = mine.body.items[0].id as string;
    const body = new FormData();
    body.append('file', new Blob(['kept for years']), 'notes.txt');
    const uploaded = await s.call('POST', `/api/boost/tickets/${ticket}/attachments`, { token, body });
    expect(uploaded.status).toBe(201);
    const { rows } = await s.database.pool.query<{ stored_name: string }>(
      'SELECT stored_name FROM ticket_attachments WHERE id = $1',
      [uploaded.body.id],
    );
    const stored = rows[0]?.stored_name as string;
    const everyFile = await localObjectStore(dataDir).list('attachments');
    // Demo attachments and the upload, all with rows; make them all old.
    const withRows = everyFile.filter(
      (f) => !f.name.startsWith('.') && ![notOurs, inFlightRenamed].includes(f.name),
    );
    expect(withRows.length).toBeGreaterThan(5);
    const old = new Date(Date.now() - 100 * 24 * HOUR);
    for (const f of withRows) utimesSync(path.join(folder, f.name), old, old);

    const store = localObjectStore(dataDir);
    const removed = await sweepUploads(s.database.db, store, { now: new Date(), graceMs: HOUR });
    expect(removed).toEqual([]);
    expect(present(stored)).toBe(true);
    const download = await s.call('GET', `/api/boost/tickets/${ticket}/attachments/${uploaded.body.id}`, {
      token,
    });
    expect(download.status).toBe(200);

    // The periodic sweep: rounds keep the file while its row exists; once the row is gone (as when
    // a crash kept it from committing), the next round removes the file.
    let rounds = 0;
    const stop = startUploadSweep(s.database.db, store, {
      everyMs: 50,
      graceMs: HOUR,
      now: () => {
        rounds++;
        return new Date();
      },
    });
    try {
      await vi.waitFor(() => expect(rounds).toBeGreaterThanOrEqual(2)); // a round began after one ended
      expect(present(stored)).toBe(true);
      await s.database.pool.query('DELETE FROM ticket_attachments WHERE id = $1', [uploaded.body.id]);
      await vi.waitFor(() => expect(present(stored)).toBe(false));
    } finally {
      await stop();
    }
    for (const f of withRows.filter((f) => f.name !== stored)) expect(present(f.name)).toBe(true);
  });
});
