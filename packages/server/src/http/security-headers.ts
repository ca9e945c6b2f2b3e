import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries. No Content-Security-Policy yet: the Vite build and the PWA's
 * service worker registration would need a tuned one; the ones here cannot break the app.
 * `no-referrer` also keeps the password-reset token in `/new-password?token=…` from leaking to
 * third parties (map tiles, the applicant portal).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'no-referrer');
    void reply.header('x-frame-options', 'DENY');
    // API answers are per user; files set their own caching (static-app.ts).
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
