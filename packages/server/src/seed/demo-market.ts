// What the demo's market stories (story-*.ts) share: the back office proposes through its own
// service (services/ops), as `npm run ops -- propose` does, and a caregiver's answer is stored as
// their accept or decline call stores it (the seed has no caregiver's session to call with).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { proposals } from '../db/schema/index.js';
import type { ProposeServiceRequestInput } from '../services/ops/ops-schemas.js';
import { proposeServiceRequest } from '../services/ops/propose-service-request.js';
import { berlinDayDate } from './berlin-time.js';

const HOUR_MS = 60 * 60 * 1000;

/** A story's caregiver is the one with `email`: the demo's own or a copy (demo-personas.ts). */
export type MarketContext = { tx: DbOrTx; now: Date; email: string };

export type DemoRequest = {
  careReceiver: NonNullable<ProposeServiceRequestInput['care_receiver']>;
  contact?: ProposeServiceRequestInput['contact'];
  description: string;
  subServiceIds: string[];
  frequency: ProposeServiceRequestInput['schedule']['frequency'];
  durationInMinutes: number;
  scheduleInDays: number;
  preferences?: string;
  pricePerHourInCents: number;
  paymentMethod: ProposeServiceRequestInput['payment_method'];
};

/** `npm run ops -- propose`, in the seed's transaction; `proposedHoursAgo` moves its clock back. */
export async function proposeDemoRequest(
  context: MarketContext,
  caregiverEmail: string,
  request: DemoRequest,
  timing: { proposedHoursAgo: number; expiresInHours: number },
) {
  const proposedAt = new Date(context.now.getTime() - timing.proposedHoursAgo * HOUR_MS);
  return proposeServiceRequest({
    db: context.tx,
    now: proposedAt,
    input: {
      caregiver_email: caregiverEmail,
      care_receiver: request.careReceiver,
      ...(request.contact ? { contact: request.contact } : {}),
      description: request.description,
      schedule: {
        date: berlinDayDate(context.now, request.scheduleInDays),
        duration_in_minutes: request.durationInMinutes,
        frequency: request.frequency,
        is_flexible: false,
        is_all_day: false,
        ...(request.preferences
          ? { expected_schedule: { is_flexible: true, preferences: request.preferences } }
          : {}),
      },
      sub_service_ids: request.subServiceIds,
      gross_price_per_hour_in_cents: request.pricePerHourInCents,
      payment_method: request.paymentMethod,
      is_new_customer: true,
      expires_at: new Date(context.now.getTime() + timing.expiresInHours * HOUR_MS).toISOString(),
    },
  });
}

const ofCaregiver = (proposalId: string) => eq(proposals.id, proposalId);

/** The caregiver accepted (spec 1 §4: ACCEPTED, awaiting the customer). */
export async function acceptAsCaregiver(
  context: MarketContext,
  proposalId: string,
  hoursAgo: number,
) {
  await context.tx
    .update(proposals)
    .set({ status: 'ACCEPTED', acceptedAt: new Date(context.now.getTime() - hoursAgo * HOUR_MS) })
    .where(and(ofCaregiver(proposalId), eq(proposals.status, 'OPEN')));
}

/** The caregiver declined with reasons (details for 'other') and possibly another time. */
export async function declineAsCaregiver(
  context: MarketContext,
  proposalId: string,
  answer: {
    hoursAgo: number;
    reasons: string[];
    details?: string;
    counterProposal?: { startDate: Date; endDate: Date; note: string };
  },
) {
  await context.tx
    .update(proposals)
    .set({
      status: 'DECLINED',
      declinedAt: new Date(context.now.getTime() - answer.hoursAgo * HOUR_MS),
      declineReasons: answer.reasons,
      declineDetails: answer.details ?? null,
      counterProposalStartDate: answer.counterProposal?.startDate ?? null,
      counterProposalEndDate: answer.counterProposal?.endDate ?? null,
      counterProposalNote: answer.counterProposal?.note ?? null,
    })
    .where(and(ofCaregiver(proposalId), eq(proposals.status, 'OPEN')));
}
