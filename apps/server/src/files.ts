/**
 * The sweep of what crashes leave behind in the file store (sec.md D6, issue 17).
 *
 * An upload is written to the store (the local folder writes `.<uuid>.<ext>.part` and renames it to
 * `<uuid>.<ext>`; S3 shows an object whole or not at all), then its row is inserted
 * (routes/attachments.ts, knowledge/documents.ts). A process killed in between leaves a `.part`
 * file, or an object no row names; nothing would ever remove them. The sweep does, at start and
 * periodically, touching only files older than a grace age: an upload in flight, on this instance
 * or another one sharing the store, is seconds old.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import type { ObjectStore, StoredFile } from './storage/index.ts';

/** The names uploads give files; anything else in the store is not ours to judge. */
const STORED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;
const PART = /^\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+)\.part$/;

/** Each folder of the store and the column that names its files. */
const FOLDERS = [
  { folder: 'attachments', table: 'ticket_attachments', column: 'stored_name', row: 'attachment' },
  { folder: 'documents', table: 'documents', column: 'filename', row: 'document' },
] as const;

export interface SweptFile extends StoredFile {
  folder: (typeof FOLDERS)[number]['folder'];
  reason: 'unfinished upload' | 'no attachment row' | 'no document row';
}

/**
 * Removes `.part` files and stored files without a row, of those last written more than `graceMs`
 * before `now`. Answers what it removed.
 */
export async function sweepUploads(
  db: Db,
  store: ObjectStore,
  { now, graceMs }: { now: Date; graceMs: number },
): Promise<SweptFile[]> {
  const doomed: SweptFile[] = [];
  for (const { folder, table, column, row } of FOLDERS) {
    const old = (await store.list(folder)).filter(
      (file) => now.getTime() - file.modifiedAt.getTime() > graceMs,
    );
    for (const file of old)
      if (PART.test(file.name)) doomed.push({ ...file, folder, reason: 'unfinished upload' });
    const stored = old.filter((file) => STORED.test(file.name));
    for (let i = 0; i < stored.length; i += 1000) {
      const batch = stored.slice(i, i + 1000);
      const names = batch.map((file) => file.name);
      const result = await db.execute<{ name: string }>(
        sql`SELECT ${sql.identifier(column)} AS name FROM ${sql.identifier(table)}
            WHERE ${sql.identifier(column)} IN ${names}`,
      );
      const known = new Set(result.rows.map((r) => r.name));
      for (const file of batch)
        if (!known.has(file.name)) doomed.push({ ...file, folder, reason: `no ${row} row` });
    }
  }
  for (const file of doomed) await store.delete(`${file.folder}/${file.name}`);
  return doomed;
}

const hours = (ms: number) =>
  ms < 3_600_000 ? `${Math.round(ms / 60_000)} min` : `${(ms / 3_600_000).toFixed(1)} h`;

/** Sweeps now and then every `everyMs`, logging one line per sweep that removed something. */
export function startUploadSweep(
  db: Db,
  store: ObjectStore,
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
