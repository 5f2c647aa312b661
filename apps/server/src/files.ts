/**
 * Stored upload files (ticket attachments) and the sweep of what crashes leave behind.
 *
 * An upload is written as `.<uuid>.<ext>.part`, renamed to `<uuid>.<ext>`, then its row is inserted
 * (routes/attachments.ts). A process killed in between leaves a `.part` file, or a file no row
 * names; nothing would ever remove them (sec.md D6). The sweep does, at start and periodically,
 * touching only files older than a grace age: an upload in flight, on this instance or another one
 * sharing the folder, is seconds old. It sees the store only through `FileStore`, so it moves as it
 * is when files move behind a storage interface (issue 17: local folder or S3-compatible store).
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import { attachments } from './db/schema.ts';

export interface StoredFile {
  name: string;
  /** When the file was last written. */
  modifiedAt: Date;
  size: number;
}

/** What the sweep needs of a store: its files with their age, and removing one. */
export interface FileStore {
  list: () => Promise<StoredFile[]>;
  remove: (name: string) => Promise<void>;
}

/** The local folder (DATA_DIR/attachments). */
export function localFileStore(dir: string): FileStore {
  return {
    list: async () => {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const name of names) {
        // Gone meanwhile (another instance's sweep, a rename): not ours to list.
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info?.isFile()) files.push({ name, modifiedAt: info.mtime, size: info.size });
      }
      return files;
    },
    remove: (name) => rm(path.join(dir, name), { force: true }),
  };
}

/** The names uploads give files; anything else in the store is not ours to judge. */
const STORED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;
const PART = /^\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+)\.part$/;

export interface SweptFile extends StoredFile {
  reason: 'unfinished upload' | 'no attachment row';
}

/**
 * Removes `.part` files and stored files without an attachment row, of those last written more
 * than `graceMs` before `now`. Answers what it removed.
 */
export async function sweepUploads(
  db: Db,
  store: FileStore,
  { now, graceMs }: { now: Date; graceMs: number },
): Promise<SweptFile[]> {
  const old = (await store.list()).filter((file) => now.getTime() - file.modifiedAt.getTime() > graceMs);
  const doomed: SweptFile[] = old
    .filter((file) => PART.test(file.name))
    .map((file) => ({ ...file, reason: 'unfinished upload' }));
  const stored = old.filter((file) => STORED.test(file.name));
  for (let i = 0; i < stored.length; i += 1000) {
    const batch = stored.slice(i, i + 1000);
    const rows = await db
      .select({ name: attachments.storedName })
      .from(attachments)
      .where(
        inArray(
          attachments.storedName,
          batch.map((file) => file.name),
        ),
      );
    const known = new Set(rows.map((row) => row.name));
    for (const file of batch)
      if (!known.has(file.name)) doomed.push({ ...file, reason: 'no attachment row' });
  }
  for (const file of doomed) await store.remove(file.name);
  return doomed;
}

const hours = (ms: number) =>
  ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${(ms / 3_600_000).toFixed(1)} h`;

/** Sweeps now and then every `everyMs`, logging one line per sweep that removed something. */
export function startUploadSweep(
  db: Db,
  store: FileStore,
  { everyMs, graceMs, now = () => new Date() }: { everyMs: number; graceMs: number; now?: () => Date },
) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    const at = now();
    running = sweepUploads(db, store, { now: at, graceMs })
      .then((removed) => {
        if (removed.length === 0) return;
        const list = removed
          .map(
            (f) =>
              `${f.name} (${f.reason}, ${f.size} B, ${hours(at.getTime() - f.modifiedAt.getTime())} old)`,
          )
          .join(', ');
        console.log(
          `Upload sweep removed ${removed.length} left-over file${removed.length === 1 ? '' : 's'}: ${list}`,
        );
      })
      .catch((error) => console.error('Upload sweep failed:', (error as Error).message))
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
