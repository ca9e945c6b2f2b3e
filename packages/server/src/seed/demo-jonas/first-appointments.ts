// Jonas's new customers: a first appointment pending, and one the customer declined.
import type { DemoCustomer } from '../demo-plan.js';

export const waltraudFischer: DemoCustomer = {
  careReceiver: {
    firstName: 'Waltraud',
    lastName: 'Fischer',
    gender: 'FEMALE',
    dateOfBirth: '1942-02-02',
    careDegree: '3',
    street: 'Badstraße',
    houseNumber: '41',
    postalCode: '13357',
    latitude: 52.552,
    longitude: 13.384,
    phoneNumber: '+49 30 4933 2211',
  },
  contact: { firstName: 'Frank', lastName: 'Fischer', email: 'frank.fischer@example.de' },
  description: 'Gesellschaft und Vorlesen, Frau Fischer sieht schlecht.',
  subServiceIds: ['companionship', 'leisure_activities'],
  frequency: 'ONCE_PER_WEEK',
  contract: {
    createdDaysAgo: 1,
    isActive: true,
    isNewCustomer: true,
    confirmationStatus: 'PENDING',
    paymentMethod: 'direct_reimbursement',
    customerPricePerHourInCents: 3690,
  },
  bookings: [{ day: 4, hour: 16, minutes: 90, state: 'open', firstBookingStatus: 'CREATED' }],
};

export const gunterBraun: DemoCustomer = {
  careReceiver: {
    firstName: 'Günter',
    lastName: 'Braun',
    gender: 'MALE',
    dateOfBirth: '1944-06-30',
    careDegree: '2',
    street: 'Müllerstraße',
    houseNumber: '150',
    postalCode: '13353',
    latitude: 52.548,
    longitude: 13.354,
  },
  contact: { firstName: 'Sandra', lastName: 'Braun' },
  description: 'Hilfe beim Einkaufen.',
  subServiceIds: ['shopping'],
  frequency: 'ON_DEMAND',
  contract: {
    createdDaysAgo: 12,
    isActive: false,
    isNewCustomer: true,
    confirmationStatus: 'REJECTED',
    paymentMethod: 'private_payment',
    customerPricePerHourInCents: 3400,
    endedDaysAgo: 8,
  },
  bookings: [
    {
      day: -8,
      hour: 17,
      minutes: 60,
      state: 'open',
      firstBookingStatus: 'DECLINED',
      decline: {
        reason: 'customer_chose_different_company',
        description: 'Familie hat sich für einen Pflegedienst entschieden.',
      },
    },
  ],
};
