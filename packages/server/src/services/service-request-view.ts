import type { BookingFrequency, BookingType } from '@careport/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { serviceRequestSubServices, serviceRequests, subServices } from '../db/schema/index.js';

/** spec 1 §3 Schedule of a service request. */
export type ScheduleView = {
  /** A day date, yyyy-MM-dd. */
  date: string | null;
  durationInMinutes: number | null;
  frequency: BookingFrequency | null;
  bookingType: BookingType;
  isFlexible: boolean;
  isAllDay: boolean;
  expectedAppointmentSchedule: { isFlexible: boolean; preferences: string | null };
};

/** spec 1 §3 subServices (id, subServiceId, labelDe, labelEn). */
export type SubServiceView = { id: string; subServiceId: string; labelDe: string; labelEn: string };

/** spec 1 §3 Service request within a contract or proposal: description, schedule, subServices. */
export type ServiceRequestView = {
  description: string | null;
  schedule: ScheduleView;
  subServices: SubServiceView[];
};

/**
 * The service requests among `ids`, in two queries whatever their number. Callers reach a service
 * request only through their own proposal or contract, so the ids come from rows already scoped
 * to the caller.
 */
export async function loadServiceRequestViews(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, ServiceRequestView>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [rows, subServiceRows] = await Promise.all([
    db.select().from(serviceRequests).where(inArray(serviceRequests.id, unique)),
    db
      .select({
        serviceRequestId: serviceRequestSubServices.serviceRequestId,
        id: subServices.id,
        subServiceId: subServices.subServiceId,
        labelDe: subServices.labelDe,
        labelEn: subServices.labelEn,
      })
      .from(serviceRequestSubServices)
      .innerJoin(subServices, eq(subServices.subServiceId, serviceRequestSubServices.subServiceId))
      .where(inArray(serviceRequestSubServices.serviceRequestId, unique))
      .orderBy(asc(subServices.sortOrder), asc(subServices.subServiceId)),
  ]);
  const subServicesOf = new Map<string, SubServiceView[]>();
  for (const { serviceRequestId, ...subService } of subServiceRows) {
    const list = subServicesOf.get(serviceRequestId) ?? [];
    list.push(subService);
    subServicesOf.set(serviceRequestId, list);
  }
  // frequency and bookingType hold only the domain's values (CHECK constraints from the arrays).
  return new Map(
    rows.map((row) => [
      row.id,
      {
        description: row.description,
        schedule: {
          date: row.scheduleDate,
          durationInMinutes: row.durationInMinutes,
          frequency: row.frequency as BookingFrequency | null,
          bookingType: row.bookingType as BookingType,
          isFlexible: row.isFlexible,
          isAllDay: row.isAllDay,
          expectedAppointmentSchedule: {
            isFlexible: row.expectedScheduleIsFlexible,
            preferences: row.expectedSchedulePreferences,
          },
        },
        subServices: subServicesOf.get(row.id) ?? [],
      },
    ]),
  );
}
