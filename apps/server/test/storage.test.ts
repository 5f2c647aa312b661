/**
 * One suite for every file store (issue 17): the local folder (the embedded default) and an
 * S3-compatible store (s3rver, started here), through the same ObjectStore calls the server makes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';
import { openObjectStore, storageFrom } from '../src/storage/config.ts';
import type { ObjectStore } from '../src/storage/index.ts';
import { startS3, type TestS3 } from './s3-server.ts';

let s3: TestS3;
const folder = mkdtempSync(path.join(tmpdir(), 'portal-storage-'));
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const stores: Array<[string, () => ObjectStore]> = [
  ['the local folder', () => openObjectStore(storageFrom({}), folder)],
  ['an S3-compatible store', () => openObjectStore(storageFrom(s3.env), folder)],
];

async function readAll(store: ObjectStore, key: string) {
  const opened = await store.get(key);
  if (!opened) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return { size: opened.size, bytes: Buffer.concat(chunks), chunks: chunks.length };
}

describe.each(stores)('%s', (_name, open) => {
  let store: ObjectStore;
  beforeAll(async () => {
    store = open();
    await store.check();
  });

  it('gives back the bytes it was given, as a stream of pieces with the size up front', async () => {
    const key = `attachments/${crypto.randomUUID()}.pdf`;
    const bytes = randomBytes(8 * 1024 * 1024 + 17);
    await store.put(key, bytes, 'application/pdf');
    const read = await readAll(store, key);
    expect(read?.size).toBe(bytes.byteLength);
    expect(read?.bytes.equals(bytes)).toBe(true);
    // Streamed: many pieces, never one buffer of the whole file.
    expect(read?.chunks).toBeGreaterThan(8);
  });

  it('answers undefined and false for what it does not hold', async () => {
    const key = `attachments/${crypto.randomUUID()}.txt`;
    expect(await store.get(key)).toBeUndefined();
    expect(await store.exists(key)).toBe(false);
    await store.put(key, Buffer.from('here'));
    expect(await store.exists(key)).toBe(true);
  });

  it('replaces an object whole', async () => {
    const key = `documents/${crypto.randomUUID()}.txt`;
    await store.put(key, Buffer.from('first version, longer than the second'));
    await store.put(key, Buffer.from('second'));
    expect((await readAll(store, key))?.bytes.toString()).toBe('second');
  });

  it('deletes, and deleting what is gone is no error', async () => {
    const key = `documents/${crypto.randomUUID()}.txt`;
    await store.put(key, Buffer.from('bye'));
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('lists one folder with sizes and write times, for the sweep', async () => {
    const before = Date.now() - 2000;
    const a = `${crypto.randomUUID()}.png`;
    const b = `${crypto.randomUUID()}.txt`;
    await store.put(`attachments/${a}`, Buffer.alloc(1234, 1));
    await store.put(`documents/${b}`, Buffer.alloc(10, 2));
    const attachments = await store.list('attachments');
    const listed = attachments.find((f) => f.name === a);
    expect(listed?.size).toBe(1234);
    expect(listed?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(listed?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
    expect(attachments.some((f) => f.name === b || f.name.includes('/'))).toBe(false);
    expect((await store.list('documents')).map((f) => f.name)).toContain(b);
    expect(await store.list('nothing')).toEqual([]);
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of [
      '../etc/passwd',
      'attachments/../../x',
      '/attachments/x',
      'attachments/a/b',
      'attachments/',
    ])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(`Invalid storage key "${key}"`);
  });
});

describe('S3 settings', () => {
  const base = { DATA_DIR: '/tmp/x' };
  const fails = (env: Record<string, string>) => () => readConfig({ ...base, ...env });

  it('uses the local folder unless S3_BUCKET is set', () => {
    expect(readConfig(base).storage).toEqual({ kind: 'local' });
    expect(readConfig({ ...base, ...s3.env }).storage).toMatchObject({
      kind: 's3',
      bucket: 'portal-files',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      prefix: '',
    });
    expect(
      readConfig({ ...base, S3_BUCKET: 'files', S3_REGION: 'eu-central-1', S3_PREFIX: '/prod/' }).storage,
    ).toMatchObject({
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
      prefix: 'prod/',
    });
  });

  it('names the variable and what is wrong', () => {
    expect(fails({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_BUCKET is required when S3_ENDPOINT is set (files would otherwise go to the local folder unnoticed)',
    );
    expect(fails({ S3_BUCKET: 'My_Bucket' })).toThrow(
      'S3_BUCKET must be a bucket name of 3-63 lowercase letters, digits, dots and hyphens, got "My_Bucket"',
    );
    expect(fails({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) address like https://minio.example.com:9000, got "minio:9000"',
    );
    expect(fails({ S3_BUCKET: 'files' })).toThrow('S3_REGION is required for AWS S3');
    expect(fails({ S3_BUCKET: 'files', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    );
    expect(fails({ ...s3.env, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false, got "maybe"',
    );
    expect(fails({ ...s3.env, S3_PREFIX: 'a/../b' })).toThrow('S3_PREFIX must be a key prefix');
  });

  it('a bucket that does not exist or refused credentials stop the start with the reason', async () => {
    const missing = openObjectStore(storageFrom({ ...s3.env, S3_BUCKET: 'no-such-bucket' }), folder);
    await expect(missing.check()).rejects.toThrow(
      `File storage s3://no-such-bucket/ at ${s3.endpoint} cannot be used: the bucket does not exist`,
    );
    // s3rver knows its access key ids but does not verify V4 signatures: an unknown key id is refused.
    const denied = openObjectStore(storageFrom({ ...s3.env, S3_ACCESS_KEY_ID: 'NOPE' }), folder);
    await expect(denied.check()).rejects.toThrow(
      `File storage s3://portal-files/ at ${s3.endpoint} cannot be used: access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`,
    );
  });
});
