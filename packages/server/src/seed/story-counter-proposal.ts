// Story: Anna declined a proposal because the asked-for day does not suit her, and offered
// another time (issue 10, beyond the spec: a counter-proposal). Only the back office sees the
// reasons (spec 1 §6) and the offer: `npm run ops -- list-proposals --status DECLINED`.
import { berlinAt } from './berlin-time.js';
import { declineAsCaregiver, proposeDemoRequest, type MarketContext } from './demo-market.js';

export async function seedCounterProposalStory(context: MarketContext): Promise<void> {
  const proposed = await proposeDemoRequest(
    context,
    context.email,
    {
      careReceiver: {
        first_name: 'Rudolf',
        last_name: 'Kaiser',
        gender: 'MALE',
        date_of_birth: '1940-06-06',
        care_degree: '2',
        address: {
          street: 'Dunckerstraße',
          house_number: '70',
          postal_code: '10437',
          city: 'Berlin',
        },
        is_self_booker: false,
        latitude: 52.5437,
        longitude: 13.4219,
      },
      contact: { first_name: 'Sabine', last_name: 'Kaiser', phone_number: '+49 151 4455 6677' },
      description: 'Begleitung zum Hausarzt und zur Physiotherapie, dienstags vormittags.',
      subServiceIds: ['accompanying_appointments', 'mobility'],
      frequency: 'ONCE_PER_WEEK',
      durationInMinutes: 120,
      scheduleInDays: 5,
      preferences: 'Dienstag vormittags',
      pricePerHourInCents: 3690,
      paymentMethod: 'direct_reimbursement',
    },
    { proposedHoursAgo: 30, expiresInHours: 18 },
  );
  const startDate = berlinAt(context.now, 7, 10);
  await declineAsCaregiver(context, proposed.proposal_id, {
    hoursAgo: 26,
    reasons: ['other'],
    details: 'Dienstags bin ich bei einer anderen Kundin.',
    counterProposal: {
      startDate,
      endDate: new Date(startDate.getTime() + 120 * 60_000),
      note: 'Donnerstags vormittags ginge es jede Woche.',
    },
  });
}
