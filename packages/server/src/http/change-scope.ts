import type { FastifyInstance } from 'fastify';
import { runAsCaregiver } from '../db/client.js';

/**
 * Runs the rest of each caregiver's request as theirs (db/client.ts ChangeCounter), so on PGlite
 * their writes to their own bookings and contracts invalidate only their own cached answers.
 * A callback hook, not an async one: `done` called inside the store's run carries the store into
 * the handler, which an async hook's returned promise would not.
 */
export function scopeChangesToCaregiver(scope: FastifyInstance): void {
  scope.addHook('preHandler', (request, _reply, done) => {
    const actor = request.actor;
    if (actor?.kind === 'caregiver') runAsCaregiver(actor.caregiverId, done);
    else done();
  });
}
