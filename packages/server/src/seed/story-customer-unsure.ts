// Story: the back office awarded Anna a new customer yesterday; asked about the first
// appointment, the customer answered 'maybe' (spec 1 §4: pending, with an unsure reason and a
// comment), so Anna sees the first appointment unconfirmed with that reason. Told through the
// back office's own services: propose, the caregiver's accept, award, first-booking.
import { awardProposal } from '../services/ops/award-proposal.js';
import { answerFirstBooking } from '../services/ops/answer-first-booking.js';
import { OpsError } from '../services/ops/ops-error.js';
import { berlinAt } from './berlin-time.js';
import { acceptAsCaregiver, proposeDemoRequest, type MarketContext } from './demo-market.js';

const HOUR_MS = 60 * 60 * 1000;
/** First-appointment slots to try, in days from today at 16:30 Berlin (the first free one wins). */
const SLOT_DAYS = [4, 6, 8, 10, 12];

export async function seedCustomerUnsureStory(context: MarketContext): Promise<void> {
  const proposed = await proposeDemoRequest(
    context,
    context.email,
    {
      careReceiver: {
        first_name: 'Hannelore',
        last_name: 'Fuchs',
        gender: 'FEMALE',
        date_of_birth: '1945-09-30',
        care_degree: '2',
        phone_number: '+49 30 4432 9090',
        address: {
          street: 'Christburger Straße',
          house_number: '15',
          postal_code: '10405',
          city: 'Berlin',
        },
        is_self_booker: false,
        latitude: 52.5352,
        longitude: 13.4245,
      },
      contact: {
        first_name: 'Tobias',
        last_name: 'Fuchs',
        email: 'tobias.fuchs@example.de',
        phone_number: '+49 176 5566 7788',
      },
      description: 'Hilfe im Haushalt und beim Kochen, einmal die Woche am späten Nachmittag.',
      subServiceIds: ['cleaning', 'cooking'],
      frequency: 'ONCE_PER_WEEK',
      durationInMinutes: 60,
      scheduleInDays: 4,
      pricePerHourInCents: 3690,
      paymentMethod: 'direct_reimbursement',
    },
    { proposedHoursAgo: 50, expiresInHours: 24 },
  );
  await acceptAsCaregiver(context, proposed.proposal_id, 44);
  const awardedAt = new Date(context.now.getTime() - 26 * HOUR_MS);
  let contractId: string | undefined;
  for (const day of SLOT_DAYS) {
    const startDate = berlinAt(context.now, day, 16, 30);
    try {
      const awarded = await awardProposal({
        db: context.tx,
        now: awardedAt,
        serviceRequestId: proposed.service_request_id,
        input: {
          start_date: startDate.toISOString(),
          end_date: new Date(startDate.getTime() + HOUR_MS).toISOString(),
        },
      });
      contractId = awarded.contract_id;
      break;
    } catch (error) {
      // The award runs in a savepoint, so a taken slot leaves nothing behind: try the next.
      if (!(error instanceof OpsError && error.code === 'BOOKING_IS_OVERLAPPING')) throw error;
    }
  }
  if (contractId === undefined) throw new Error('no free slot for the demo first appointment');
  await answerFirstBooking({
    db: context.tx,
    now: new Date(context.now.getTime() - 3 * HOUR_MS),
    contractId,
    input: {
      answer: 'maybe',
      reason: 'reason_discuss_with_family',
      comment: 'Frau Fuchs bespricht den Termin noch mit ihrem Sohn.',
    },
  });
}
