/**
 * Where a knowledge-base document's bytes live. With a file store (every server: the local folder or
 * S3, storage/) they are the object `documents/<filename>`; documents uploaded before files moved
 * to the store kept their bytes in `document_files`: every server start moves them into the store
 * (`moveDocumentFilesToStore`), and until then they are read from the table. Without a store
 * (library use in tests and benches) the bytes go to `document_files` as before.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type pg from 'pg';
import type { ObjectStore, OpenedObject } from '../storage/index.ts';
import { documentKey } from '../storage/index.ts';
import type { Queryable } from './db.ts';

/** Stores the bytes of a document whose row `client` has just inserted (same transaction). */
export async function storeDocumentFile(
  client: Queryable,
  files: ObjectStore | undefined,
  doc: { id: string; filename: string; contentType: string },
  bytes: Uint8Array,
) {
  if (files) await files.put(documentKey(doc.filename), bytes, doc.contentType);
  else
    await client.query('INSERT INTO document_files (document_id, content) VALUES ($1, $2)', [
      doc.id,
      Buffer.from(bytes),
    ]);
}

/** Opens a document's bytes as a stream, or undefined when neither the store nor the table has them. */
export async function openDocumentFile(
  pool: pg.Pool,
  files: ObjectStore | undefined,
  doc: { id: string; filename: string },
): Promise<OpenedObject | undefined> {
  const stored = files ? await files.get(documentKey(doc.filename)) : undefined;
  if (stored) return stored;
  const { rows } = await pool.query<{ content: Buffer }>(
    'SELECT content FROM document_files WHERE document_id = $1',
    [doc.id],
  );
  const content = rows[0]?.content;
  return content ? { body: Readable.from([content]), size: content.byteLength } : undefined;
}

/** The whole file, for extraction (the worker parses it in one piece). */
export async function readDocumentFile(
  pool: pg.Pool,
  files: ObjectStore | undefined,
  doc: { id: string; filename: string },
): Promise<Uint8Array | undefined> {
  const opened = await openDocumentFile(pool, files, doc);
  return opened ? new Uint8Array(await buffer(opened.body)) : undefined;
}

/**
 * Moves the bytes of documents stored before the file store (`document_files` rows) into it, a few at
 * a time, and deletes each row once its object is written. Safe with several instances at once (rows
 * are claimed with SKIP LOCKED) and after a crash (an object written but its row kept is written
 * again next time; readers try the store first). Returns how many documents moved.
 */
export async function moveDocumentFilesToStore(pool: pg.Pool, files: ObjectStore, batch = 5) {
  let moved = 0;
  for (;;) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{
        id: string;
        filename: string;
        content_type: string;
        content: Buffer;
      }>(
        `SELECT d.id, d.filename, d.content_type, f.content
         FROM document_files f JOIN documents d ON d.id = f.document_id
         LIMIT $1 FOR UPDATE OF f SKIP LOCKED`,
        [batch],
      );
      for (const row of rows) await files.put(documentKey(row.filename), row.content, row.content_type);
      if (rows.length > 0)
        await client.query('DELETE FROM document_files WHERE document_id = ANY($1)', [rows.map((r) => r.id)]);
      await client.query('COMMIT');
      moved += rows.length;
      if (rows.length < batch) return moved;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}
