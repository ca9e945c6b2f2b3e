import { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageSettings } from '../config.js';

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
