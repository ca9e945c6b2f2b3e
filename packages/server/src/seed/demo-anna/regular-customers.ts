// Anna's regular customers: weekly visits documented for months, one collaboration ending.
import type { DemoCustomer } from '../demo-plan.js';
import { series } from '../demo-plan.js';
import { past } from '../demo-days.js';

export const helgaSchulze: DemoCustomer = {
  careReceiver: {
    firstName: 'Helga',
    lastName: 'Schulze',
    gender: 'FEMALE',
    dateOfBirth: '1941-03-12',
    careDegree: '3',
    street: 'Kastanienallee',
    houseNumber: '12',
    postalCode: '10435',
    latitude: 52.5386,
    longitude: 13.4097,
    additionalInformation: 'Hinterhaus, 2. OG, bitte zweimal klingeln',
    phoneNumber: '+49 30 4471 2233',
  },
  contact: {
    firstName: 'Sabine',
    lastName: 'Schulze',
    email: 'sabine.schulze@example.de',
    phoneNumber: '+49 171 5550 123',
  },
  description: 'Hilfe im Haushalt und Begleitung beim Einkaufen, gern mit einem Spaziergang.',
  subServiceIds: ['cleaning', 'shopping', 'walks'],
  frequency: 'ONCE_PER_WEEK',
  contract: {
    createdDaysAgo: 120,
    isActive: true,
    isNewCustomer: false,
    confirmationStatus: 'CONFIRMED',
    paymentMethod: 'direct_reimbursement',
    customerPricePerHourInCents: 3690,
  },
  bookings: [
    ...series(past([112, 105, 98, 91, 84, 77, 70, 63, 56, 49, 42, 35, 28, 21, 14]), {
      hour: 9,
      minutes: 120,
      state: 'documented',
    }),
    ...series(past([7]), { hour: 9, minutes: 120, state: 'open' }),
    // spec 1 §4 list labels: documented this week, not yet invoiced, whatever today's date.
    { day: -3, hour: 9, minutes: 90, state: 'fulfilled' },
    ...series([2, 9, 16], { hour: 9, minutes: 120, state: 'open' }),
  ],
};

export const wernerKruger: DemoCustomer = {
  careReceiver: {
    firstName: 'Werner',
    lastName: 'Krüger',
    gender: 'MALE',
    dateOfBirth: '1946-11-02',
    careDegree: '2',
    street: 'Bergmannstraße',
    houseNumber: '45',
    postalCode: '10961',
    latitude: 52.4893,
    longitude: 13.3946,
    phoneNumber: '+49 30 6912 4478',
    email: 'werner.krueger@example.de',
    isSelfBooker: true,
  },
  description: 'Gesellschaft und gemeinsames Kochen, ab und zu Begleitung zum Hausarzt.',
  subServiceIds: ['companionship', 'cooking', 'accompanying_appointments'],
  frequency: 'TWO_THREE_TIMES_PER_WEEK',
  contract: {
    createdDaysAgo: 95,
    isActive: true,
    isNewCustomer: false,
    confirmationStatus: 'CONFIRMED',
    paymentMethod: 'private_payment',
    customerPricePerHourInCents: 3400,
    // spec 1 §2 Customer detail: 'collaboration ends on {date}'.
    cancelation: { initiatedDaysAgo: 5, scheduledInDays: 25 },
  },
  bookings: [
    ...series(past([88, 81, 74, 67, 60, 53, 46, 39, 32, 25, 18]), {
      hour: 14,
      minutes: 90,
      state: 'documented',
    }),
    ...series(past([11, 4]), { hour: 14, minutes: 90, state: 'open' }),
    { day: 0, hour: 'soon', minutes: 90, state: 'open' },
    ...series([4, 11, 18], { hour: 14, minutes: 90, state: 'open' }),
    {
      day: 7,
      hour: 14,
      minutes: 90,
      state: 'open',
      cancellation: { type: 'customer', reason: 'customer_holiday' },
    },
  ],
};
