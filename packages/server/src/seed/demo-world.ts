// Turns one caregiver's demo script (customers, contracts, bookings, proposals) into rows, with
// invoices for invoiced months (demo-invoices.ts) and service-documentation periods for
// direct-reimbursement contracts.
import { MAIN_SERVICES } from '@careport/domain/definitions';
import { serviceDocumentationCheckAt } from '@careport/domain';
import type { DbOrTx } from '../db/client.js';
import {
  bookingServices,
  bookings,
  careReceivers,
  contracts,
  customers,
  proposals,
  serviceDocumentationPeriods,
  serviceDocumentations,
  serviceRequestSubServices,
  serviceRequests,
} from '../db/schema/index.js';
import { berlinDayDate, berlinMonth, berlinMonthFromNow } from './berlin-time.js';
import {
  seedDemoInvoices,
  type DemoInvoicedContract,
  type DemoInvoicing,
} from './demo-invoices.js';
import {
  BookingPlanner,
  type DemoBooking,
  type DemoCareReceiver,
  type DemoCustomer,
  type DemoPerson,
  type DemoProposal,
} from './demo-plan.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMMISSION_RATE = 0.2;

export type DemoWorld = DemoInvoicing & {
  customers: readonly DemoCustomer[];
  proposals: readonly DemoProposal[];
};

type Context = { tx: DbOrTx; now: Date; world: DemoWorld; planner: BookingPlanner };

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

const one = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('demo insert returned no row');
  return row;
};

/** The main services (booking_services) that hold the requested sub-services. */
const mainServiceIdsFor = (subServiceIds: readonly string[]) =>
  MAIN_SERVICES.filter((service) =>
    service.subServices.some((sub) => subServiceIds.includes(sub.subServiceId)),
  ).map((service) => service.id);

const insertPeople = async (
  tx: DbOrTx,
  careReceiver: DemoCareReceiver,
  contact: DemoPerson | undefined,
  paymentMethod: DemoCustomer['contract']['paymentMethod'],
) => {
  const receiver = one(
    await tx
      .insert(careReceivers)
      .values({
        city: 'Berlin',
        ...careReceiver,
        isSelfBooker: careReceiver.isSelfBooker ?? false,
        paymentMethod,
      })
      .returning(),
  );
  const customer = contact
    ? one(await tx.insert(customers).values(contact).returning())
    : undefined;
  return { receiver, customer };
};

const insertServiceRequest = async (
  tx: DbOrTx,
  values: typeof serviceRequests.$inferInsert,
  subServiceIds: readonly string[],
) => {
  const request = one(await tx.insert(serviceRequests).values(values).returning());
  await tx
    .insert(serviceRequestSubServices)
    .values(subServiceIds.map((subServiceId) => ({ serviceRequestId: request.id, subServiceId })));
  return request;
};

const currentMonthStart = (now: Date) => {
  const { year, month } = berlinMonth(now);
  return year * 12 + month;
};

const bookingValues = (
  context: Context,
  demo: DemoBooking,
  contract: typeof contracts.$inferSelect,
  isFirstBooking: boolean,
) => {
  const { startDate, endDate } = context.planner.place(demo);
  const { year, month } = berlinMonth(startDate);
  const isDocumented = demo.state !== 'open';
  const isInvoiced =
    demo.state === 'documented' && year * 12 + month < currentMonthStart(context.now);
  const proofKey = (kind: string) => `demo/${kind}/${contract.id}-${startDate.getTime()}.png`;
  return {
    contractId: contract.id,
    caregiverId: context.world.caregiverId,
    startDate,
    endDate,
    status: isInvoiced ? 'INVOICED' : isDocumented ? 'FULFILLED' : 'CREATED',
    firstBookingStatus: isFirstBooking ? (demo.firstBookingStatus ?? 'CONFIRMED') : null,
    paymentMethod: demo.paymentMethod ?? contract.paymentMethod,
    grossPricePerHourInCents: contract.grossCustomerPricePerHourInCents,
    fulfilledAt: isDocumented ? new Date(endDate.getTime() + 2 * 60 * 60 * 1000) : null,
    surveyStatus: demo.surveyStatus ?? null,
    paperBookingProof: demo.proof === 'paper' ? proofKey('paper-proofs') : null,
    cuConfirmationProof: demo.proof === 'digital' ? proofKey('signatures') : null,
    cgConfirmationProof: demo.proof === 'digital' ? proofKey('signatures') : null,
    cancellationType: demo.cancellation?.type ?? null,
    cancellationReason: demo.cancellation?.reason ?? null,
    cancellationExtraReason: demo.cancellation?.extraReason ?? null,
    cancelledAt: demo.cancellation ? daysAgo(context.now, 1) : null,
    declineReason: demo.decline?.reason ?? null,
    declineSubReason: demo.decline?.subReason ?? null,
    declineDescription: demo.decline?.description ?? null,
    createdAt: new Date(Math.min(startDate.getTime(), context.now.getTime()) - 7 * DAY_MS),
  } satisfies typeof bookings.$inferInsert;
};

const seedCustomer = async (context: Context, demo: DemoCustomer) => {
  const { tx, now, world } = context;
  const { receiver, customer } = await insertPeople(
    tx,
    demo.careReceiver,
    demo.contact,
    demo.contract.paymentMethod,
  );
  const createdAt = daysAgo(now, demo.contract.createdDaysAgo);
  const price = demo.contract.customerPricePerHourInCents;
  const request = await insertServiceRequest(
    tx,
    {
      careReceiverId: receiver.id,
      customerId: customer?.id,
      description: demo.description,
      scheduleDate: berlinDayDate(now, -demo.contract.createdDaysAgo + 3),
      durationInMinutes: demo.bookings[0]?.minutes ?? 60,
      frequency: demo.frequency,
      bookingType: demo.frequency === 'ONCE' ? 'ONE_TIME' : 'RECURRING',
      grossPricePerHourInCents: price,
      paymentMethod: demo.contract.paymentMethod,
      createdAt: daysAgo(now, demo.contract.createdDaysAgo + 2),
    },
    demo.subServiceIds,
  );
  const { cancelation, endedDaysAgo } = demo.contract;
  const contract = one(
    await tx
      .insert(contracts)
      .values({
        caregiverId: world.caregiverId,
        careReceiverId: receiver.id,
        customerId: customer?.id,
        serviceRequestId: request.id,
        isActive: demo.contract.isActive,
        isNewCustomer: demo.contract.isNewCustomer,
        paymentMethod: demo.contract.paymentMethod,
        grossCustomerPricePerHourInCents: price,
        grossCaregiverPricePerHourInCents: Math.round(price * (1 - COMMISSION_RATE)),
        commissionRate: COMMISSION_RATE.toFixed(4),
        confirmationStatus: demo.contract.confirmationStatus,
        cancelationInitiatedAt: cancelation ? daysAgo(now, cancelation.initiatedDaysAgo) : null,
        cancelationScheduledFor: cancelation ? daysAgo(now, -cancelation.scheduledInDays) : null,
        endedAt: endedDaysAgo === undefined ? null : daysAgo(now, endedDaysAgo),
        createdAt,
      })
      .returning(),
  );
  // spec 1 §3: the first booking is the contract's earliest by start date.
  const firstDay = Math.min(...demo.bookings.map((booking) => booking.day));
  const firstIndex = demo.bookings.findIndex((booking) => booking.day === firstDay);
  const rows = demo.bookings.map((booking, index) =>
    bookingValues(context, booking, contract, index === firstIndex),
  );
  const inserted = await tx.insert(bookings).values(rows).returning();
  const mainServiceIds = mainServiceIdsFor(demo.subServiceIds);
  const documented = inserted.filter((booking) => booking.fulfilledAt !== null);
  if (documented.length > 0 && mainServiceIds.length > 0) {
    await tx
      .insert(bookingServices)
      .values(
        documented.flatMap((booking) =>
          mainServiceIds.map((mainServiceId) => ({ bookingId: booking.id, mainServiceId })),
        ),
      );
  }
  if (demo.contract.paymentMethod === 'direct_reimbursement' && demo.contract.isActive) {
    await seedServiceDocumentation(context, contract.id, demo.contract.createdDaysAgo);
  }
  return {
    contract,
    receiver,
    customer,
    bookings: inserted,
    isAnonymized: demo.contract.isAnonymized ?? false,
  };
};

/** spec 2 §3: monthly periods from the contract's start (at most the last 4) to this month. */
const seedServiceDocumentation = async (
  context: Context,
  contractId: string,
  createdDaysAgo: number,
) => {
  const { tx, now, world } = context;
  const documentation = one(
    await tx
      .insert(serviceDocumentations)
      .values({ contractId, caregiverId: world.caregiverId })
      .returning(),
  );
  const monthsBack = Math.min(3, Math.floor(createdDaysAgo / 30));
  const periods = Array.from({ length: monthsBack + 1 }, (_, index) =>
    berlinMonthFromNow(now, index - monthsBack),
  );
  await tx.insert(serviceDocumentationPeriods).values(
    periods.map(({ year, month }) => ({
      serviceDocumentationId: documentation.id,
      caregiverId: world.caregiverId,
      year,
      month,
      // Issue 12: past months without a file are as the check on the 3rd left them: overdue.
      overdueAt: serviceDocumentationCheckAt({ year, month }) <= now ? now : null,
    })),
  );
};

const seedProposal = async (context: Context, demo: DemoProposal) => {
  const { tx, now, world } = context;
  const { receiver, customer } = await insertPeople(
    tx,
    demo.careReceiver,
    demo.contact,
    demo.paymentMethod,
  );
  const request = await insertServiceRequest(
    tx,
    {
      careReceiverId: receiver.id,
      customerId: customer?.id,
      description: demo.description,
      scheduleDate: berlinDayDate(now, demo.scheduleInDays),
      durationInMinutes: demo.durationInMinutes,
      frequency: demo.frequency,
      bookingType: demo.frequency === 'ONCE' ? 'ONE_TIME' : 'RECURRING',
      expectedSchedulePreferences: demo.preferences,
      grossPricePerHourInCents: demo.pricePerHourInCents,
      paymentMethod: demo.paymentMethod,
    },
    demo.subServiceIds,
  );
  const expiresAt = new Date(now.getTime() + demo.expiresInHours * 60 * 60 * 1000);
  await tx.insert(proposals).values({
    serviceRequestId: request.id,
    caregiverId: world.caregiverId,
    status: demo.status,
    expiresAt,
    isNewCustomer: true,
    declinedAt: demo.status === 'DECLINED' ? new Date(now.getTime() - 3 * 60 * 60 * 1000) : null,
    declineReasons: demo.declineReasons ?? null,
    declineDetails: demo.declineDetails ?? null,
    createdAt: new Date(expiresAt.getTime() - 48 * 60 * 60 * 1000),
  });
};

/** Seeds one caregiver's customers, bookings, invoices and proposals. */
export const seedDemoWorld = async (tx: DbOrTx, now: Date, world: DemoWorld): Promise<void> => {
  const context: Context = { tx, now, world, planner: new BookingPlanner(now) };
  const seeded: DemoInvoicedContract[] = [];
  for (const customer of world.customers) seeded.push(await seedCustomer(context, customer));
  await seedDemoInvoices(tx, world, seeded);
  for (const proposal of world.proposals) await seedProposal(context, proposal);
};
