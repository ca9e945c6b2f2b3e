// spec 2 §7 invoice calls: request a download token (bearer), download with it (token only).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireCaregiverActor } from '../auth/bearer.js';
import { downloadInvoice, requestInvoiceToken } from '../invoices/caregiver-invoices.js';
import { sendData } from './reply.js';

const USER_FILE_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";
/** The invoice number is digits and a dash; anything else would not belong in a header. */
const SAFE_FILENAME = /^[A-Za-z0-9._-]{1,80}$/;

/** Inside the bearer scope of /caregiver-app. */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const actorOf = (request: FastifyRequest) => requireCaregiverActor(request.actor);
  app.post<{ Params: { id: string } }>('/invoice/:id/request-token', async (request, reply) => {
    const result = await requestInvoiceToken({
      db: deps.db,
      actor: actorOf(request),
      now: deps.now(),
      invoiceId: request.params.id,
    });
    return sendData(reply, { token_id: result.tokenId });
  });
}

/** Outside the bearer hook: the single-use token is the authorisation. */
export function registerInvoiceDownloadRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { tokenId: string } }>('/invoice/download/:tokenId', async (request, reply) => {
    const { file, filename } = await downloadInvoice({
      db: deps.db,
      storage: deps.storage,
      now: deps.now(),
      tokenId: request.params.tokenId,
    });
    const name = SAFE_FILENAME.test(filename) ? filename : 'careport-rechnung.pdf';
    // Saved, not shown as a page of ours (as every file download here); the app's PDF reader
    // fetches the bytes itself, which the disposition does not affect.
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-security-policy', USER_FILE_POLICY)
      .send(file.bytes);
  });
}
