import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { downloadBookingImage } from '../services/booking-images.js';

/**
 * spec 1 §7 GET /caregiver-app/booking/image/download/{token_id}: the image itself. Registered
 * outside the bearer hook: the single-use, 5-minute token is the authorisation, so the app can
 * open it as a plain link or image source. Failures answer `{status, errorCode}` (JSON whose text
 * contains 'error', as the spec's client checks).
 */
const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' } as const;
const USER_FILE_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

export function registerBookingDownloadRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { tokenId: string } }>(
    '/booking/image/download/:tokenId',
    async (request, reply) => {
      const file = await downloadBookingImage({
        db: deps.db,
        storage: deps.storage,
        now: deps.now(),
        tokenId: request.params.tokenId,
      });
      const extension = EXTENSIONS[file.contentType];
      // Issue 15 §12: a user's file is never a page of ours: saved, not shown inline, and should a
      // browser render it anyway, sandboxed with nothing allowed (security-headers.ts keeps it).
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="careport-image.${extension}"`)
        .header('content-security-policy', USER_FILE_POLICY)
        .send(file.bytes);
    },
  );
}
