// Issue 13: the reminders, found by looking at the data (so a missed run catches up) and queued
// as notification events whose keys make each one happen once.
import {
  DOCUMENT_BOOKING_AFTER_HOURS,
  DOCUMENT_BOOKING_LOOKBACK_DAYS,
  FIRST_CALL_REMINDER_AFTER_HOURS,
  firstCallDeadline,
  formatDate,
  hoursLeft,
  isDocumentBookingReminderDue,
  isFirstCallReminderDue,
  isProposalExpiryWarningDue,
  PROPOSAL_EXPIRY_WARNING_HOURS,
  type BookingStatus,
  type FirstBookingStatus,
  type ProposalStatus,
} from '@careport/domain';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  bookings,
  careReceivers,
  caregivers,
  contracts,
  proposals,
  serviceRequests,
} from '../db/schema/index.js';
import type { NotificationEvent } from './deliver-notification.js';

const HOUR_MS = 3_600_000;

/** `morning`: the 08:00 run, which reminds again of what is still undocumented. */
export async function dueReminders(
  db: Db,
  now: Date,
  options: { morning?: boolean } = {},
): Promise<NotificationEvent[]> {
  const events: NotificationEvent[] = [];
  const iso = (date: Date) => date.toISOString();

  const undocumented = await db
    .select({
      id: bookings.id,
      caregiverId: bookings.caregiverId,
      status: bookings.status,
      endDate: bookings.endDate,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'CREATED'),
        lte(bookings.endDate, new Date(now.getTime() - DOCUMENT_BOOKING_AFTER_HOURS * HOUR_MS)),
        gt(
          bookings.endDate,
          new Date(now.getTime() - DOCUMENT_BOOKING_LOOKBACK_DAYS * 24 * HOUR_MS),
        ),
      ),
    );
  for (const booking of undocumented) {
    if (
      !isDocumentBookingReminderDue(
        { status: booking.status as BookingStatus, endDate: iso(booking.endDate) },
        now,
      )
    ) {
      continue;
    }
    // Once after the visit, and once more the next morning (the morning run) while still due.
    const when = options.morning ? 'morning' : 'after';
    events.push({
      eventKey: `document_booking:${booking.id}:${when}`,
      caregiverId: booking.caregiverId,
      type: 'document_booking',
      id: booking.id,
      title: 'DOCUMENT_BOOKING_TITLE',
      body: 'DOCUMENT_BOOKING_BODY',
      params: { date: formatDate(booking.endDate) },
    });
  }

  const newContracts = await db
    .select({
      id: contracts.id,
      caregiverId: contracts.caregiverId,
      isActive: contracts.isActive,
      createdAt: contracts.createdAt,
      firstBookingStatus: bookings.firstBookingStatus,
      isEmployee: caregivers.isCareportEmployee,
      city: careReceivers.city,
    })
    .from(contracts)
    .innerJoin(
      bookings,
      and(eq(bookings.contractId, contracts.id), isNotNull(bookings.firstBookingStatus)),
    )
    .innerJoin(caregivers, eq(caregivers.id, contracts.caregiverId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .where(
      and(
        eq(contracts.isActive, true),
        eq(bookings.firstBookingStatus, 'CREATED'),
        lte(
          contracts.createdAt,
          new Date(now.getTime() - FIRST_CALL_REMINDER_AFTER_HOURS * HOUR_MS),
        ),
        gt(contracts.createdAt, new Date(now.getTime() - 24 * HOUR_MS)),
      ),
    );
  for (const contract of newContracts) {
    const createdAt = iso(contract.createdAt);
    const shape = {
      isActive: contract.isActive,
      createdAt,
      firstBookingStatus: contract.firstBookingStatus as FirstBookingStatus | null,
    };
    if (!isFirstCallReminderDue(shape, { isEmployee: contract.isEmployee }, now)) continue;
    events.push({
      eventKey: `first_call:${contract.id}`,
      caregiverId: contract.caregiverId,
      // Opens the contract, as contract_was_created does
      // (docs/decisions/0036-push-notifications-and-reminders.md).
      type: 'contract_was_created',
      id: contract.id,
      title: 'FIRST_CALL_TITLE',
      body: 'FIRST_CALL_BODY',
      params: {
        city: contract.city,
        hours: String(hoursLeft(firstCallDeadline(createdAt), now)),
      },
    });
  }

  const expiring = await db
    .select({
      id: proposals.id,
      caregiverId: proposals.caregiverId,
      serviceRequestId: proposals.serviceRequestId,
      status: proposals.status,
      expiresAt: proposals.expiresAt,
      city: careReceivers.city,
    })
    .from(proposals)
    .innerJoin(serviceRequests, eq(serviceRequests.id, proposals.serviceRequestId))
    .innerJoin(careReceivers, eq(careReceivers.id, serviceRequests.careReceiverId))
    .where(
      and(
        eq(proposals.status, 'OPEN'),
        gt(proposals.expiresAt, now),
        lte(proposals.expiresAt, new Date(now.getTime() + PROPOSAL_EXPIRY_WARNING_HOURS * HOUR_MS)),
      ),
    );
  for (const proposal of expiring) {
    const shape = { status: proposal.status as ProposalStatus, expiresAt: iso(proposal.expiresAt) };
    if (!isProposalExpiryWarningDue(shape, now)) continue;
    events.push({
      eventKey: `proposal_expires:${proposal.id}`,
      caregiverId: proposal.caregiverId,
      // Opens the proposal, as new_proposal does
      // (docs/decisions/0036-push-notifications-and-reminders.md).
      type: 'new_proposal',
      id: proposal.serviceRequestId,
      title: 'PROPOSAL_EXPIRES_TITLE',
      body: 'PROPOSAL_EXPIRES_BODY',
      params: { city: proposal.city },
    });
  }
  return events;
}
