// The FileStorage contract against a real S3-compatible server (s3rver on a random port, its
// objects in a temp folder), through the same client settings as production. s3rver (last
// release 2021) makes ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its
// legacy provider, so it runs in a child Node with --openssl-legacy-provider.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3StorageSettings } from '../config.js';
import { createFileStorage } from './create-file-storage.js';
import { describeFileStorageContract } from './file-storage.contract.js';
import { FileTooLargeError } from './file-storage.js';
import { createS3Client } from './s3-client.js';
import { createS3FileStorage } from './s3-file-storage.js';

const START_S3RVER = `
  const S3rver = require(${JSON.stringify(createRequire(import.meta.url).resolve('s3rver'))});
  new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[1] })
    .run()
    .then(({ port }) => console.log(port));
`;

let server: ChildProcess;
let directory: string;
let settings: S3StorageSettings;
let client: S3Client;

async function startS3rver(): Promise<number> {
  server = spawn(process.execPath, ['--openssl-legacy-provider', '-e', START_S3RVER, directory], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
  return Number(firstLine.toString().trim());
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'careport-s3rver-'));
  const port = await startS3rver();
  settings = {
    bucket: 'unused',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's built-in account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  client = createS3Client(settings);
});

afterAll(async () => {
  client.destroy();
  server.kill();
  await once(server, 'exit');
  await rm(directory, { recursive: true, force: true });
});

/** A fresh bucket per test, so each starts empty. */
async function createBucket(): Promise<string> {
  const bucket = `careport-${randomUUID()}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

describeFileStorageContract('S3 file storage', {
  create: async () =>
    createS3FileStorage({ client, bucket: await createBucket(), listPageSize: 2 }),
  listPageSize: 2,
});

describe('createFileStorage (issue 12: disk by default, S3 when configured)', () => {
  it('keeps files in STORAGE_DIR without a bucket', async () => {
    const storageDir = await mkdtemp(path.join(tmpdir(), 'careport-storage-'));
    const storage = await createFileStorage({ storageDir, s3Storage: undefined });
    await storage.put('a1/file.pdf', new Uint8Array([37, 80]), 'application/pdf');
    expect(await readFile(path.join(storageDir, 'a1', 'file.pdf'))).toEqual(Buffer.from([37, 80]));
    await rm(storageDir, { recursive: true, force: true });
  });

  it('stores in the bucket when STORAGE_S3_BUCKET is set', async () => {
    const bucket = await createBucket();
    const storage = await createFileStorage({
      storageDir: directory,
      s3Storage: { ...settings, bucket },
    });
    await storage.put('a1/file.pdf', new Uint8Array([37, 80]), 'application/pdf');
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: 'a1/file.pdf' }));
    expect(object.ContentType).toBe('application/pdf');
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(Buffer.from([37, 80]));
  });
});

describe('S3 file storage past maxBytes (issue 12: nothing left in the bucket)', () => {
  it('aborts the multipart upload instead of completing it', async () => {
    const commands: string[] = [];
    const recording = createS3Client(settings);
    recording.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize' },
    );
    const storage = createS3FileStorage({ client: recording, bucket: await createBucket() });
    const sixMiB = () => Readable.from(Array.from({ length: 96 }, () => new Uint8Array(64 * 1024)));
    await expect(
      storage.putStream('a1/big.pdf', sixMiB(), 'application/pdf', 5.5 * 1024 * 1024),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    recording.destroy();
    // s3rver itself answers the abort with 405 (not implemented there); S3, MinIO and Ceph drop
    // the parts. What matters here is that the upload is never completed and is aborted.
    expect(commands).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'AbortMultipartUploadCommand',
    ]);
  });
});
