import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../errors/app-error.js';
import type { UploadPart } from '../services/service-documentation/upload-files.js';

const malformed = () => new AppError('SERVICE_DOCUMENTATION_UPLOAD_FAILED', 400);

/**
 * Whatever the parser (busboy) or its limits throw comes from the body the client sent: no
 * boundary, a truncated part, too many files, a field too long. It is the client's error (400,
 * issue 42 #1), noted at info with the parser's reason so an operator can still tell the cases.
 */
function asClientError(request: FastifyRequest, error: unknown): AppError {
  if (isAppError(error)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  request.log.info({ reason }, 'malformed multipart body');
  return malformed();
}

/** The bytes of one file part; a part cut short fails as the client's error, not ours. */
async function* partBytes(
  request: FastifyRequest,
  file: AsyncIterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  try {
    yield* file;
  } catch (error) {
    throw asClientError(request, error);
  }
}

/**
 * The file parts of a multipart body. A plain field (the spec names none), a part without a name
 * or with an empty file name (what a browser sends for a file input left empty) fails the upload.
 */
export async function* fileParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || !part.fieldname || !part.filename) {
        if (part.type === 'file') await drain(part.file);
        throw malformed();
      }
      yield {
        fieldname: part.fieldname,
        filename: part.filename,
        file: partBytes(request, part.file),
      };
    }
  } catch (error) {
    throw asClientError(request, error);
  }
}

async function drain(stream: AsyncIterable<Uint8Array>): Promise<void> {
  for await (const chunk of stream) void chunk;
}
