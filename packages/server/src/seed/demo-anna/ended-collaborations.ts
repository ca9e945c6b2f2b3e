// A collaboration that ended long ago, its care receiver anonymised after the retention period.
import type { DemoCustomer } from '../demo-plan.js';
import { series } from '../demo-plan.js';
import { past } from '../demo-days.js';

export const ursulaNeumann: DemoCustomer = {
  careReceiver: {
    firstName: 'Ursula',
    lastName: 'Neumann',
    gender: 'FEMALE',
    dateOfBirth: '1935-05-05',
    careDegree: '5',
    street: 'Danziger Straße',
    houseNumber: '33',
    postalCode: '10435',
    latitude: 52.539,
    longitude: 13.418,
    phoneNumber: '+49 30 4420 3300',
  },
  contact: { firstName: 'Klaus', lastName: 'Neumann', email: 'klaus.neumann@example.de' },
  description: 'Gesellschaft leisten und Vorlesen am Nachmittag.',
  subServiceIds: ['companionship', 'leisure_activities'],
  frequency: 'ONCE_PER_WEEK',
  contract: {
    createdDaysAgo: 200,
    isActive: false,
    isNewCustomer: false,
    confirmationStatus: 'CONFIRMED',
    paymentMethod: 'direct_reimbursement',
    customerPricePerHourInCents: 3690,
    cancelation: { initiatedDaysAgo: 130, scheduledInDays: -100 },
    endedDaysAgo: 100,
    isAnonymized: true,
  },
  bookings: series(past([190, 183, 176, 169, 162, 155, 148, 141, 134, 127, 120, 113, 106]), {
    hour: 16,
    minutes: 60,
    state: 'documented',
  }),
};
