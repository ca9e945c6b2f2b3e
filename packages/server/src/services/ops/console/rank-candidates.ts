// Issue 40 GET /ops/service-requests/:serviceRequestId/candidates: whom to propose a request to,
// best first (packages/domain availability/candidate-ranking.ts says how). The pool: caregivers
// with a completed application who offer one of the requested services, or all of them when the
// request names none; a handful of grouped queries whatever the pool's size.
import {
  BOOKING_MAX_MINUTES,
  candidateScore,
  centreOf,
  distanceKm,
  sharedPostcodeDigits,
  type Language,
} from '@careport/domain';
import type { Candidate } from '@careport/domain/back-office';
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import {
  absences,
  bookings,
  careReceivers,
  caregivers,
  contracts,
  serviceRequestSubServices,
  serviceRequests,
} from '../../../db/schema/index.js';
import { isUuidText } from '../../ids.js';
import { requestedDays } from '../assert-caregiver-available.js';
import { OpsError } from '../ops-error.js';
import { berlinDaysRange } from './berlin-days.js';
import { kindOf } from './search-caregivers.js';

export type { Candidate };

async function findRequest(db: DbOrTx, serviceRequestId: string) {
  if (!isUuidText(serviceRequestId)) {
    throw new OpsError(
      'PROPOSAL_INVALID_SERVICE_REQUEST_ID',
      `${serviceRequestId} is not a service request id.`,
    );
  }
  const [request] = await db
    .select({
      scheduleDate: serviceRequests.scheduleDate,
      durationInMinutes: serviceRequests.durationInMinutes,
      postalCode: careReceivers.postalCode,
      latitude: careReceivers.latitude,
      longitude: careReceivers.longitude,
    })
    .from(serviceRequests)
    .innerJoin(careReceivers, eq(careReceivers.id, serviceRequests.careReceiverId))
    .where(eq(serviceRequests.id, serviceRequestId));
  if (!request) {
    throw new OpsError(
      'SERVICE_REQUEST_NOT_FOUND',
      `No service request has the id ${serviceRequestId}.`,
    );
  }
  const services = await db
    .select({ id: serviceRequestSubServices.subServiceId })
    .from(serviceRequestSubServices)
    .where(eq(serviceRequestSubServices.serviceRequestId, serviceRequestId));
  return { ...request, services: services.map((row) => row.id) };
}

export async function rankCandidates(options: {
  db: DbOrTx;
  now: Date;
  serviceRequestId: string;
  language: Language;
  limit: number;
}): Promise<{ candidates: Candidate[] }> {
  const { db } = options;
  const request = await findRequest(db, options.serviceRequestId);
  const day = requestedDays(request.scheduleDate, options.now).from;
  const { start, end } = berlinDaysRange(day);
  const pool = await db
    .select({
      id: caregivers.id,
      firstName: caregivers.firstName,
      lastName: caregivers.lastName,
      email: caregivers.email,
      isEmployee: caregivers.isCareportEmployee,
      applicationCompleted: caregivers.applicationCompleted,
      postalCode: caregivers.postalCode,
      services: caregivers.subServiceIds,
      languages: caregivers.languages,
      bookedOut: caregivers.bookedOut,
      travelDistance: caregivers.travelDistance,
    })
    .from(caregivers)
    .where(
      and(
        eq(caregivers.applicationCompleted, true),
        request.services.length > 0
          ? sql`${caregivers.subServiceIds} && ${sql.param(request.services)}::text[]`
          : undefined,
      ),
    );
  const ids = pool.map((row) => row.id);
  if (ids.length === 0) return { candidates: [] };
  const absentIds = new Set(
    (
      await db
        .select({ id: absences.caregiverId })
        .from(absences)
        .where(
          and(
            inArray(absences.caregiverId, ids),
            sql`${absences.from} <= ${day}::date`,
            sql`${absences.to} >= ${day}::date`,
          ),
        )
    ).map((row) => row.id),
  );
  const bookedMinutes = new Map(
    (
      await db
        .select({
          id: bookings.caregiverId,
          minutes: sql<number>`sum(extract(epoch from (${bookings.endDate} - ${bookings.startDate})) / 60)::float8`,
        })
        .from(bookings)
        .where(
          and(
            inArray(bookings.caregiverId, ids),
            gte(bookings.startDate, start),
            lt(bookings.startDate, end),
            isNull(bookings.cancelledAt),
            isNull(bookings.deletedAt),
          ),
        )
        .groupBy(bookings.caregiverId)
    ).map((row) => [row.id, Number(row.minutes)]),
  );
  // Where a caregiver works: the centre of their active customers' addresses (care receivers
  // carry a map position, spec 1 §2; caregivers do not).
  const centres = new Map(
    (
      await db
        .select({
          id: contracts.caregiverId,
          latitude: careReceivers.latitude,
          longitude: careReceivers.longitude,
        })
        .from(contracts)
        .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
        .where(
          and(
            inArray(contracts.caregiverId, ids),
            eq(contracts.isActive, true),
            sql`${careReceivers.latitude} IS NOT NULL`,
          ),
        )
    ).reduce((byCaregiver, row) => {
      if (row.latitude === null || row.longitude === null) return byCaregiver;
      const list = byCaregiver.get(row.id) ?? [];
      list.push({ latitude: row.latitude, longitude: row.longitude });
      return byCaregiver.set(row.id, list);
    }, new Map<string, { latitude: number; longitude: number }[]>()),
  );
  const target =
    request.latitude !== null && request.longitude !== null
      ? { latitude: request.latitude, longitude: request.longitude }
      : null;
  const need = request.durationInMinutes ?? 0;
  const candidates = pool.map((row): Candidate => {
    const centre = centreOf(centres.get(row.id) ?? []);
    const distance = target && centre ? distanceKm(target, centre) : null;
    const matchingServices = row.services.filter((id) => request.services.includes(id));
    const absent = absentIds.has(row.id);
    const free = !absent && (bookedMinutes.get(row.id) ?? 0) + need <= BOOKING_MAX_MINUTES;
    return {
      caregiverId: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      kind: kindOf(row),
      distanceKm: distance,
      matchingServices,
      languages: row.languages,
      freeOnRequestedDay: free,
      absent,
      score: candidateScore({
        freeOnRequestedDay: free,
        absent,
        bookedOut: row.bookedOut,
        matchingServices: matchingServices.length,
        requestedServices: request.services.length,
        distanceKm: distance,
        travelDistanceKm: row.travelDistance,
        sharedLanguages: row.languages.includes(options.language) ? 1 : 0,
        postcodeDigitsShared: sharedPostcodeDigits(row.postalCode, request.postalCode),
      }),
    };
  });
  candidates.sort(
    (a, b) =>
      b.score - a.score ||
      a.lastName.localeCompare(b.lastName) ||
      (a.caregiverId < b.caregiverId ? -1 : 1),
  );
  return { candidates: candidates.slice(0, options.limit) };
}
