/**
 * Where a knowledge-base document's bytes live. With a file store (every server: the local folder or
 * S3, storage/) they are the object `documents/<filename>`; documents uploaded before files moved
 * to the store keep their bytes in `document_files`, read from there until they are deleted. Without
 * a store (library use in tests and benches) the bytes go to `document_files` as before.
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
