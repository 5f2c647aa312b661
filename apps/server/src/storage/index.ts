/**
 * Where uploaded bytes live (issue 17): ticket attachments (`attachments/<uuid>.<ext>`) and
 * knowledge-base documents (`documents/<uuid>.<ext>`). One interface, two homes: the local folder
 * DATA_DIR (the embedded default) or any S3-compatible store (AWS S3, MinIO, Ceph) by configuration,
 * so that nothing a user uploads lives only on one machine when several instances run.
 */
import type { Readable } from 'node:stream';

/** A stored object as the upload sweep sees it. */
export interface StoredFile {
  /** The name below the listed prefix (`<uuid>.<ext>`, or `.<uuid>.<ext>.part` for the local folder). */
  name: string;
  /** When it was last written. */
  modifiedAt: Date;
  size: number;
}

/** An object opened for reading: its bytes as a stream, never buffered whole by the store. */
export interface OpenedObject {
  body: Readable;
  size: number;
}

export interface ObjectStore {
  /** Human-readable location for logs and messages (`folder /data` or `s3://bucket/prefix`). */
  readonly where: string;
  /** Writes the object whole: a reader sees the old object, no object, or the new one, never a part. */
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** Opens the object for streaming, or undefined when it does not exist. */
  get(key: string): Promise<OpenedObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; an absent object is not an error. */
  delete(key: string): Promise<void>;
  /** The objects directly below `prefix` (`attachments`), for the sweep of left-overs. */
  list(prefix: string): Promise<StoredFile[]>;
  /** Fails with a clear message when the store cannot be used (checked at start). */
  check(): Promise<void>;
}

/** Keys are `<folder>/<name>` with plain names: no way out of the store's root. */
const KEY = /^[a-z]+\/\.?[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function assertKey(key: string) {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key "${key}"`);
}

export const attachmentKey = (storedName: string) => `attachments/${storedName}`;
export const documentKey = (filename: string) => `documents/${filename}`;
