// DESIGN.md Files: a local folder by default, S3-compatible object storage when configured.
import { S3Client } from '@aws-sdk/client-s3';
import type { Config, S3StorageSettings } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

export function createS3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's newer default checksums (CRC32 headers, aws-chunked bodies) are refused by
    // several S3-compatible servers; MD5 and SigV4's payload hash still guard each request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The server's file storage: the bucket when STORAGE_S3_BUCKET is set, else STORAGE_DIR. */
export function createFileStorage(config: Pick<Config, 'storageDir' | 's3Storage'>): FileStorage {
  if (config.s3Storage === undefined) return createLocalFileStorage(config.storageDir);
  return createS3FileStorage({
    client: createS3Client(config.s3Storage),
    bucket: config.s3Storage.bucket,
  });
}
