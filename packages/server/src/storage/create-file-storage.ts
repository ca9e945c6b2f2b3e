// DESIGN.md Files: a local folder by default, S3-compatible object storage when configured.
import type { Config } from '../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';

/** The server's file storage: the bucket when STORAGE_S3_BUCKET is set, else STORAGE_DIR. */
export async function createFileStorage(
  config: Pick<Config, 'storageDir' | 's3Storage'>,
): Promise<FileStorage> {
  if (config.s3Storage === undefined) return createLocalFileStorage(config.storageDir);
  // Imported only here, so the AWS SDK's modules run only for a bucket: run at every start they
  // cost ~0.1 s and ~28 MB (docs/decisions/0041-object-storage.md).
  const [{ createS3Client }, { createS3FileStorage }] = await Promise.all([
    import('./s3-client.js'),
    import('./s3-file-storage.js'),
  ]);
  return createS3FileStorage({
    client: createS3Client(config.s3Storage),
    bucket: config.s3Storage.bucket,
  });
}
