import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { requireCaregiverActor } from '../../auth/bearer.js';
import {
  downloadProof,
  requestProofToken,
} from '../../services/proof-of-service/proof-download.js';
import { sendData } from '../reply.js';

/**
 * Issue 14, under /caregiver-app with the bearer hook: a download token for the proof of service
 * of one of the caller's documented bookings (docs/api/rest.md).
 */
export function registerProofRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Params: { id: string } }>(
    '/booking/proof/download/:id/request-token',
    async (request, reply) => {
      const result = await requestProofToken({
        db: deps.db,
        storage: deps.storage,
        actor: requireCaregiverActor(request.actor),
        now: deps.now(),
        bookingId: request.params.id,
      });
      return sendData(reply, { token_id: result.tokenId, sha256: result.sha256 });
    },
  );
}

/**
 * Issue 14 GET /caregiver-app/booking/proof/download/{token_id}: the PDF, outside the bearer hook
 * (the single-use token authorises, so the PDF reader can open it as a URL). Inline, since the
 * app's reader shows it; our own file, made by the server, never a user's upload.
 */
export function registerProofDownloadRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { tokenId: string } }>(
    '/booking/proof/download/:tokenId',
    async (request, reply) => {
      const bytes = await downloadProof({
        db: deps.db,
        storage: deps.storage,
        now: deps.now(),
        tokenId: request.params.tokenId,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="leistungsnachweis.pdf"')
        .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
        .send(bytes);
    },
  );
}
