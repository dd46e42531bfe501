/**
 * A real S3-compatible server for tests: s3rver on a loopback port over `directory`, with one
 * bucket, and the settings that reach it.
 */
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3(directory: string, bucket: string): Promise<TestS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return { endpoint: `http://127.0.0.1:${port}`, bucket, close: () => server.close() };
}

/** The access key s3rver accepts. */
export const S3RVER_KEY = 'S3RVER';
