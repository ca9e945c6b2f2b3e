import type {
  ScheduleView,
  ServiceRequestView,
  SubServiceView,
} from '../../services/service-request-view.js';
import { builder } from '../builder.js';
import { BookingFrequencyEnum, BookingTypeEnum } from './enums.js';

const ExpectedAppointmentSchedule = builder
  .objectRef<ScheduleView['expectedAppointmentSchedule']>('ExpectedAppointmentSchedule')
  .implement({
    fields: (t) => ({
      isFlexible: t.exposeBoolean('isFlexible'),
      preferences: t.exposeString('preferences', { nullable: true }),
    }),
  });

/** spec 1 §3 Schedule. */
export const Schedule = builder.objectRef<ScheduleView>('Schedule').implement({
  fields: (t) => ({
    date: t.expose('date', { type: 'Date', nullable: true }),
    durationInMinutes: t.exposeInt('durationInMinutes', { nullable: true }),
    frequency: t.expose('frequency', { type: BookingFrequencyEnum, nullable: true }),
    bookingType: t.expose('bookingType', { type: BookingTypeEnum }),
    isFlexible: t.exposeBoolean('isFlexible'),
    isAllDay: t.exposeBoolean('isAllDay'),
    expectedAppointmentSchedule: t.expose('expectedAppointmentSchedule', {
      type: ExpectedAppointmentSchedule,
    }),
  }),
});

/** spec 1 §3 subServices (id, subServiceId, labelDe, labelEn). */
export const SubService = builder.objectRef<SubServiceView>('SubService').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    subServiceId: t.exposeString('subServiceId'),
    labelDe: t.exposeString('labelDe'),
    labelEn: t.exposeString('labelEn'),
  }),
});

/** spec 1 §3 Service request within a contract. */
export const ServiceRequest = builder.objectRef<ServiceRequestView>('ServiceRequest').implement({
  fields: (t) => ({
    description: t.exposeString('description', { nullable: true }),
    schedule: t.expose('schedule', { type: Schedule }),
    subServices: t.expose('subServices', { type: [SubService] }),
  }),
});
