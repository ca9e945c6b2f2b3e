import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { getProfileImage, uploadProfileImage } from '../services/account/profile-image.js';
import { MAX_IMAGE_BYTES } from '../storage/image-proof.js';
import { toMeReply } from './me-route.js';
import { sendData } from './reply.js';

/** Base64 of the largest accepted picture plus room for the JSON around it. */
const UPLOAD_BODY_LIMIT_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;
const USER_FILE_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

/** PUT /caregiver-app/me/profile-image (bearer scope): answers the profile as GET /me does. */
export function registerProfileImageUploadRoute(app: FastifyInstance, deps: AppDeps): void {
  app.put('/me/profile-image', { bodyLimit: UPLOAD_BODY_LIMIT_BYTES }, async (request, reply) => {
    const profile = await uploadProfileImage({
      db: deps.db,
      storage: deps.storage,
      actor: requireCaregiverActor(request.actor),
      now: deps.now(),
      body: request.body,
    });
    return sendData(reply, toMeReply(profile));
  });
}

/**
 * GET /caregiver-app/profile-image/{hash}?width=… without a bearer hook: an <img> cannot send
 * one, and the hash (SHA-256 of the picture, shown only in its owner's profile) is the name
 * (docs/decisions/0035-profile-image.md). The bytes under a hash never change, hence immutable.
 */
export function registerProfileImageRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { hash: string }; Querystring: { width?: string } }>(
    '/profile-image/:hash',
    async (request, reply) => {
      const image = await getProfileImage({
        storage: deps.storage,
        params: { hash: request.params.hash, width: request.query.width },
      });
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', USER_FILE_POLICY)
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
}
