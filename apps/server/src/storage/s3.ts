import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type ObjectStore, type StoredFile } from './index.ts';

export interface S3Settings {
  bucket: string;
  /** Any S3-compatible endpoint (MinIO, Ceph, a test server); absent: AWS S3 of `region`. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; neither means the SDK's usual credential chain (environment, role, profile). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, most test servers). */
  forcePathStyle: boolean;
  /** Prepended to every key (`portal/`), so one bucket can hold several deployments. */
  prefix: string;
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Any S3-compatible store. Objects are written with one PutObject: S3 never shows half an object. */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const full = (key: string) => {
    assertKey(key);
    return settings.prefix + key;
  };
  const where = `s3://${Bucket}/${settings.prefix}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  return {
    where,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: full(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ...(contentType ? { ContentType: contentType } : {}),
        }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: full(key) }));
        // In Node the SDK's body is the HTTP response itself: streamed, never buffered.
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: full(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: full(key) }));
    },
    async list(prefix) {
      const base = `${settings.prefix}${prefix}/`;
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: base, Delimiter: '/', ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key)
            files.push({
              name: object.Key.slice(base.length),
              modifiedAt: object.LastModified ?? new Date(0),
              size: object.Size ?? 0,
            });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = (error as S3ServiceException).$metadata?.httpStatusCode;
        const reason =
          status === 404
            ? 'the bucket does not exist'
            : status === 403
              ? 'access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : status === 301 || status === 400
                ? `the store refused the request (HTTP ${status}; check S3_REGION, S3_ENDPOINT and S3_FORCE_PATH_STYLE)`
                : (error as Error).message || (error as Error).name;
        throw new Error(`File storage ${where} cannot be used: ${reason}`);
      }
    },
  };
}
