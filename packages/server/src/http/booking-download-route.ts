import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { downloadBookingImage } from '../services/booking-images.js';

/**
 * spec 1 §7 GET /caregiver-app/booking/image/download/{token_id}: the image itself. Registered
 * outside the bearer hook: the single-use, 5-minute token is the authorisation, so the app can
 * open it as a plain link or image source. Failures answer `{status, errorCode}` (JSON whose text
 * contains 'error', as the spec's client checks).
 */
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
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
}
