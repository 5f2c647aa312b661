import path from 'node:path';
import type { ObjectStore } from './index.ts';
import { localObjectStore } from './local.ts';
import { type S3Settings, s3ObjectStore } from './s3.ts';

/** Where files go: the local folder DATA_DIR (default) or an S3-compatible bucket (S3_BUCKET set). */
export type StorageSetting = { kind: 'local' } | ({ kind: 's3' } & S3Settings);

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
] as const;

/** Reads S3_*; throws naming the variable and what is wrong. */
export function storageFrom(env: NodeJS.ProcessEnv): StorageSetting {
  const get = (name: (typeof S3_VARIABLES)[number]) => env[name]?.trim() || undefined;
  const bucket = get('S3_BUCKET');
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => get(name));
    if (stray.length > 0)
      throw new Error(
        `S3_BUCKET is required when ${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set (files would otherwise go to the local folder unnoticed)`,
      );
    return { kind: 'local' };
  }
  // The S3 rules for new buckets: 3-63 lowercase letters, digits, dots and hyphens.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..'))
    throw new Error(
      `S3_BUCKET must be a bucket name of 3-63 lowercase letters, digits, dots and hyphens, got "${bucket}"`,
    );
  const endpoint = get('S3_ENDPOINT');
  if (endpoint) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol))
      throw new Error(
        `S3_ENDPOINT must be an http(s) address like https://minio.example.com:9000, got "${endpoint}"`,
      );
  }
  const region =
    get('S3_REGION') ?? (env.AWS_REGION?.trim() || undefined) ?? (endpoint ? 'us-east-1' : undefined);
  if (!region)
    throw new Error(
      "S3_REGION is required for AWS S3 (the bucket's region, e.g. eu-central-1); set it or AWS_REGION",
    );
  if (!/^[a-z0-9-]+$/.test(region)) throw new Error(`S3_REGION must look like eu-central-1, got "${region}"`);
  const accessKeyId = get('S3_ACCESS_KEY_ID');
  const secretAccessKey = get('S3_SECRET_ACCESS_KEY');
  if (!accessKeyId !== !secretAccessKey)
    throw new Error(
      `${accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is required when ${accessKeyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} is set (set both, or neither to use the AWS credential chain)`,
    );
  const style = get('S3_FORCE_PATH_STYLE')?.toLowerCase();
  if (style && !['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(style))
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${get('S3_FORCE_PATH_STYLE')}"`);
  let prefix = get('S3_PREFIX') ?? '';
  if (prefix) {
    prefix = prefix.replace(/^\/+|\/+$/g, '');
    if (!/^[A-Za-z0-9._/-]+$/.test(prefix) || prefix.split('/').some((p) => p === '' || p === '..'))
      throw new Error(`S3_PREFIX must be a key prefix like portal/production, got "${get('S3_PREFIX')}"`);
    prefix += '/';
  }
  return {
    kind: 's3',
    bucket,
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    // Custom endpoints (MinIO, Ceph, test servers) mostly want path style; AWS itself does not.
    forcePathStyle: style ? ['1', 'true', 'yes', 'on'].includes(style) : Boolean(endpoint),
    prefix,
  };
}

export function openObjectStore(setting: StorageSetting, dataDir: string): ObjectStore {
  return setting.kind === 's3' ? s3ObjectStore(setting) : localObjectStore(path.resolve(dataDir));
}
