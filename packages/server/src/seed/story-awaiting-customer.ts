// Story: both demo caregivers accepted a proposal yesterday evening and now wait for the customer
// to choose (spec 1 §4 Proposal: ACCEPTED, awaiting the customer). The back office can award it:
// `npm run ops -- list-proposals --status ACCEPTED`, then `award`.
import { acceptAsCaregiver, proposeDemoRequest, type MarketContext } from './demo-market.js';

export async function seedAnnaAwaitsCustomerStory(context: MarketContext): Promise<void> {
  const anna = await proposeDemoRequest(
    context,
    context.email,
    {
      careReceiver: {
        first_name: 'Ilse',
        last_name: 'Brandt',
        gender: 'FEMALE',
        date_of_birth: '1938-11-23',
        care_degree: '3',
        phone_number: '+49 30 4450 7788',
        address: {
          street: 'Gleimstraße',
          house_number: '28',
          postal_code: '10437',
          city: 'Berlin',
          additional_information: 'Aufzug vorhanden',
        },
        is_self_booker: false,
        latitude: 52.5461,
        longitude: 13.4037,
      },
      contact: {
        first_name: 'Monika',
        last_name: 'Brandt',
        email: 'monika.brandt@example.de',
        phone_number: '+49 170 2233 4411',
      },
      description: 'Gesellschaft und Vorlesen, dazu ein kleiner Spaziergang im Mauerpark.',
      subServiceIds: ['companionship', 'walks', 'leisure_activities'],
      frequency: 'ONCE_PER_WEEK',
      durationInMinutes: 120,
      scheduleInDays: 8,
      preferences: 'Mittwochs oder freitags am Nachmittag',
      pricePerHourInCents: 3690,
      paymentMethod: 'direct_reimbursement',
    },
    { proposedHoursAgo: 20, expiresInHours: 28 },
  );
  await acceptAsCaregiver(context, anna.proposal_id, 16);
}

export async function seedJonasAwaitsCustomerStory(context: MarketContext): Promise<void> {
  const jonas = await proposeDemoRequest(
    context,
    context.email,
    {
      careReceiver: {
        first_name: 'Edith',
        last_name: 'Sommer',
        gender: 'FEMALE',
        date_of_birth: '1942-02-14',
        care_degree: '2',
        address: { street: 'Turmstraße', house_number: '61', postal_code: '10551', city: 'Berlin' },
        is_self_booker: true,
        phone_number: '+49 30 3987 1122',
        latitude: 52.5268,
        longitude: 13.3417,
      },
      description: 'Hilfe beim Wocheneinkauf und beim Tragen der Getränkekisten.',
      subServiceIds: ['shopping'],
      frequency: 'ONCE_PER_WEEK',
      durationInMinutes: 90,
      scheduleInDays: 6,
      pricePerHourInCents: 3400,
      paymentMethod: 'private_payment',
    },
    { proposedHoursAgo: 22, expiresInHours: 26 },
  );
  // Employees answer by the detail screen's auto-accept (spec 1 §4).
  await acceptAsCaregiver(context, jonas.proposal_id, 21);
}
