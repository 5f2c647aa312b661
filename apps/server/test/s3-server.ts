/**
 * An S3-compatible server for tests: s3rver (npm), in this process, on a loopback port, keeping its
 * objects in a temporary folder. It speaks the S3 REST protocol the AWS SDK uses (PutObject,
 * GetObject, HeadObject, ListObjectsV2, DeleteObject, HeadBucket), checked with @aws-sdk/client-s3 3.1175.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The settings that point a server at this store. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startS3(bucket = 'portal-files'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials: it refuses other key ids (it does not verify V4 signatures).
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
