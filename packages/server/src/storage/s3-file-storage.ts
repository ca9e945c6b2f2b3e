// DESIGN.md Files: the storage interface on an S3-compatible bucket (AWS S3, MinIO, Ceph, …),
// chosen when STORAGE_S3_BUCKET is set. docs/decisions/0041-object-storage.md says why this client.
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  contentTypeOfKey,
  FileTooLargeError,
  isValidStorageKey,
  type ContentType,
  type FileStorage,
} from './file-storage.js';

/** S3's smallest part; an upload holds at most one part in memory (queueSize 1). */
const PART_SIZE_BYTES = 5 * 1024 * 1024;

export type S3FileStorageOptions = {
  client: S3Client;
  bucket: string;
  /** Keys per ListObjectsV2 page; S3 answers at most 1000. Smaller in tests, to page. */
  listPageSize?: number;
};

function checkedContentType(key: string, contentType: ContentType): ContentType {
  if (contentTypeOfKey(key) !== contentType) {
    throw new Error(`storage key ${key} does not match ${contentType}`);
  }
  return contentType;
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** What `stream` yields, counted; the first chunk past `maxBytes` fails the read. */
async function* limitTo(
  stream: AsyncIterable<Uint8Array>,
  maxBytes: number,
  count: (bytes: number) => void,
): AsyncGenerator<Uint8Array> {
  let sizeInBytes = 0;
  for await (const chunk of stream) {
    sizeInBytes += chunk.length;
    if (sizeInBytes > maxBytes) throw new FileTooLargeError(maxBytes);
    count(sizeInBytes);
    yield chunk;
  }
}

/**
 * Drops a failed multipart upload's parts. If that fails too (the server does not answer), the
 * parts stay invisible to readers until the bucket's AbortIncompleteMultipartUpload rule removes
 * them; the abort's failure rides along as the upload error's cause.
 */
async function abortUpload(
  client: S3Client,
  upload: { Bucket: string; Key: string; UploadId: string },
  uploadError: unknown,
): Promise<void> {
  try {
    await client.send(new AbortMultipartUploadCommand(upload));
  } catch (abortError) {
    if (uploadError instanceof Error && uploadError.cause === undefined) {
      uploadError.cause = abortError;
    }
  }
}

/**
 * Files as objects under their storage keys. S3 makes an object visible only once its PUT or
 * multipart upload completes, so a reader never sees half a file; a failed or oversized
 * multipart upload is aborted, which drops its parts.
 */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const { client, bucket } = options;
  const listPageSize = options.listPageSize ?? 1000;
  const getObject = async (key: string) => {
    contentTypeOfKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: checkedContentType(key, contentType),
          ContentLength: bytes.length,
        }),
      );
    },
    async putStream(key, stream, contentType, maxBytes) {
      checkedContentType(key, contentType);
      let sizeInBytes = 0;
      const body = Readable.from(limitTo(stream, maxBytes, (size) => (sizeInBytes = size)));
      // lib-storage reads the body part by part: a small file becomes one PUT, a larger one a
      // multipart upload, which is aborted below when the body fails (FileTooLargeError too).
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          ContentType: contentType,
          Body: body,
        },
        partSize: PART_SIZE_BYTES,
        queueSize: 1,
        // We abort ourselves: lib-storage would throw the abort's failure in place of the
        // body's, and the caller must see FileTooLargeError to answer 413.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        // When the bucket failed first, the rest of the upload is not read: let it go.
        body.destroy();
        if (upload.uploadId !== undefined) {
          await abortUpload(client, { Bucket: bucket, Key: key, UploadId: upload.uploadId }, error);
        }
        throw error;
      }
      return { sizeInBytes };
    },
    async get(key) {
      const object = await getObject(key);
      if (object?.Body === undefined) return null;
      const bytes = Buffer.from(await object.Body.transformToByteArray());
      return { bytes, contentType: contentTypeOfKey(key) };
    },
    async getStream(key) {
      const object = await getObject(key);
      if (object?.Body === undefined) return null;
      // In Node the SDK's body is the HTTP response, a Readable; one GET reads one version.
      return {
        stream: object.Body as Readable,
        contentType: contentTypeOfKey(key),
        sizeInBytes: object.ContentLength ?? 0,
      };
    },
    async delete(key) {
      contentTypeOfKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async *list(prefix) {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            MaxKeys: listPageSize,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          // Objects someone else put in the bucket are not keys of ours.
          if (object.Key === undefined || !isValidStorageKey(object.Key)) continue;
          yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken !== undefined);
    },
  };
}
