import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { requireClientScope } from '../auth/bearer.js';
import {
  listDefinitions,
  listMainServices,
  type Definition,
} from '../services/list-definitions.js';
import type { DefinitionDto } from './dto-schemas.js';
import { sendData } from './reply.js';

function toReply(definition: Definition): DefinitionDto {
  return {
    key: definition.key,
    label: definition.label,
    ...(definition.subReasons ? { sub_reasons: definition.subReasons.map(toReply) } : {}),
  };
}

/**
 * spec 2 §7, spec 1 §7: the five definition calls, authorised by a client-credentials token with
 * scope definition_read (a caregiver token is refused: 401).
 */
export function registerDefinitionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRequest', requireClientScope(deps, 'definition_read'));
  const { db } = deps;

  app.get('/first-booking/decline-reasons', async (_request, reply) =>
    sendData(
      reply,
      (await listDefinitions({ db, kind: 'first_booking_decline_reason' })).map(toReply),
    ),
  );

  app.get('/booking/cancellation-reasons', async (_request, reply) => {
    const [caregiver, customer] = await Promise.all([
      listDefinitions({ db, kind: 'caregiver_cancelled_booking' }),
      listDefinitions({ db, kind: 'customer_cancelled_booking' }),
    ]);
    return sendData(reply, {
      caregiver_cancelled_booking: caregiver.map(toReply),
      customer_cancelled_booking: customer.map(toReply),
    });
  });

  app.get('/service-request/proposal-decline-reasons', async (_request, reply) =>
    sendData(reply, (await listDefinitions({ db, kind: 'proposal_decline_reason' })).map(toReply)),
  );

  app.get('/service-request/booking-services', async (_request, reply) => {
    const services = await listMainServices({ db });
    return sendData(
      reply,
      services.map((service) => ({
        id: service.id,
        service_id: service.serviceId,
        label: service.label,
        sub_services: service.subServices.map((sub) => ({
          id: sub.id,
          sub_service_id: sub.subServiceId,
          label: sub.label,
        })),
      })),
    );
  });

  app.get('/first-booking/confirmation-status-update-reasons', async (_request, reply) =>
    sendData(
      reply,
      (await listDefinitions({ db, kind: 'confirmation_status_update_reason' })).map(toReply),
    ),
  );
}
