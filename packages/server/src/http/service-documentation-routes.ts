import multipart from '@fastify/multipart';
import { SERVICE_DOCUMENTATION_MAX_BYTES } from '@careport/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { AppError } from '../errors/app-error.js';
import {
  downloadServiceDocumentationFile,
  requestServiceDocumentationToken,
} from '../services/service-documentation/download-file.js';
import {
  SERVICE_DOCUMENTATION_MAX_FILES,
  uploadServiceDocumentationFiles,
} from '../services/service-documentation/upload-files.js';
import { sendData } from './reply.js';
import { fileParts } from './service-documentation-parts.js';

type WithId = { Params: { id: string } };

const USER_FILE_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * spec 2 §7 service documentation calls under /caregiver-app (bearer: a caregiver token). The
 * multipart parser lives in this scope only: no other route takes multipart bodies.
 */
export function registerServiceDocumentationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, storage } = deps;
  const actorOf = (request: FastifyRequest) => requireCaregiverActor(request.actor);

  void app.register(async (scope) => {
    // This scope takes multipart bodies only: JSON, text or a bare file answers the route's own
    // 415 (docs/api/rest.md), not the generic parser error. The bearer hook (onRequest) still
    // runs first, so an anonymous caller learns nothing about the body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(new AppError('SERVICE_DOCUMENTATION_UPLOAD_FAILED', 415), undefined);
    });
    await scope.register(multipart, {
      // One byte past the limit, so the storage sees the overflow and refuses (nothing kept);
      // busboy stops reading the file there, so an oversized body is never buffered.
      throwFileSizeLimit: false,
      limits: {
        fileSize: SERVICE_DOCUMENTATION_MAX_BYTES + 1,
        files: SERVICE_DOCUMENTATION_MAX_FILES,
        fields: 5,
        parts: SERVICE_DOCUMENTATION_MAX_FILES + 5,
        headerPairs: 100,
      },
    });

    scope.post<WithId>('/service-documentation/:id/files', async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('SERVICE_DOCUMENTATION_UPLOAD_FAILED', 415);
      await uploadServiceDocumentationFiles({
        db,
        storage,
        actor: actorOf(request),
        now: deps.now(),
        periodId: request.params.id,
        parts: fileParts(request),
      });
      // spec 2 §4: for service documentation files completion means HTTP 204.
      return reply.code(204).send();
    });
  });

  app.post<WithId>('/service-documentation/:id/request-token', async (request, reply) => {
    const result = await requestServiceDocumentationToken({
      db,
      actor: actorOf(request),
      now: deps.now(),
      periodId: request.params.id,
    });
    return sendData(reply, { token_id: result.tokenId });
  });
}

/**
 * spec 2 §7 GET /caregiver-app/service-documentation/download/{token_id}: outside the bearer
 * hook, as the booking image download: the single-use token is the authorisation. Streamed.
 */
export function registerServiceDocumentationDownloadRoute(
  app: FastifyInstance,
  deps: AppDeps,
): void {
  app.get<{ Params: { tokenId: string } }>(
    '/service-documentation/download/:tokenId',
    async (request, reply) => {
      const file = await downloadServiceDocumentationFile({
        db: deps.db,
        storage: deps.storage,
        now: deps.now(),
        tokenId: request.params.tokenId,
      });
      // A user's file is never a page of ours: saved, not shown inline, sandboxed if rendered.
      return reply
        .type(file.contentType)
        .header('content-length', String(file.sizeInBytes))
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="leistungsnachweis.${file.contentType === 'application/pdf' ? 'pdf' : file.contentType === 'image/png' ? 'png' : 'jpg'}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        )
        .header('content-security-policy', USER_FILE_POLICY)
        .send(file.stream);
    },
  );
}
