// Anna's new customers, one per state of the first appointment (spec 1 §4 First booking).
import type { DemoCustomer } from '../demo-plan.js';

export const ingridHoffmann: DemoCustomer = {
  careReceiver: {
    firstName: 'Ingrid',
    lastName: 'Hoffmann',
    gender: 'FEMALE',
    dateOfBirth: '1937-07-21',
    careDegree: '4',
    street: 'Sonnenallee',
    houseNumber: '112',
    postalCode: '12045',
    latitude: 52.4835,
    longitude: 13.442,
    phoneNumber: '+49 30 6234 9981',
  },
  contact: {
    firstName: 'Thomas',
    lastName: 'Hoffmann',
    email: 'thomas.hoffmann@example.de',
    phoneNumber: '+49 160 4412 789',
  },
  description: 'Betreuung am Vormittag, damit der Sohn zur Arbeit kann. Frau Hoffmann hat Demenz.',
  subServiceIds: ['companionship', 'personal_hygiene', 'walks'],
  frequency: 'TWO_THREE_TIMES_PER_WEEK',
  contract: {
    createdDaysAgo: 2,
    isActive: true,
    isNewCustomer: true,
    confirmationStatus: 'PENDING',
    paymentMethod: 'direct_reimbursement',
    customerPricePerHourInCents: 3690,
  },
  // spec 1 §4 First booking: created (unconfirmed).
  bookings: [{ day: 3, hour: 10, minutes: 120, state: 'open', firstBookingStatus: 'CREATED' }],
};

export const giselaWolff: DemoCustomer = {
  careReceiver: {
    firstName: 'Gisela',
    lastName: 'Wolff',
    gender: 'FEMALE',
    dateOfBirth: '1944-01-30',
    careDegree: '1',
    street: 'Greifswalder Straße',
    houseNumber: '201',
    postalCode: '10405',
    latitude: 52.5318,
    longitude: 13.4277,
    phoneNumber: '+49 30 4238 1170',
    email: 'gisela.wolff@example.de',
    isSelfBooker: true,
  },
  description: 'Unterstützung bei der Wäsche und beim Wocheneinkauf.',
  subServiceIds: ['laundry', 'shopping'],
  frequency: 'ONCE_PER_WEEK',
  contract: {
    createdDaysAgo: 9,
    isActive: true,
    isNewCustomer: true,
    confirmationStatus: 'PENDING',
    paymentMethod: 'sepa',
    customerPricePerHourInCents: 3400,
  },
  // spec 1 §4: a confirmed first appointment that has passed: the caregiver now confirms,
  // defers or rejects the collaboration.
  bookings: [{ day: -1, hour: 11, minutes: 90, state: 'open', firstBookingStatus: 'CONFIRMED' }],
};

export const gerdaWolf: DemoCustomer = {
  careReceiver: {
    firstName: 'Gerda',
    lastName: 'Wolf',
    gender: 'FEMALE',
    dateOfBirth: '1944-10-02',
    careDegree: '2',
    street: 'Kollwitzstraße',
    houseNumber: '40',
    postalCode: '10405',
    latitude: 52.5362,
    longitude: 13.4178,
    phoneNumber: '+49 30 4405 1177',
  },
  contact: { firstName: 'Frank', lastName: 'Wolf', email: 'frank.wolf@example.de' },
  description: 'Hilfe im Haushalt und beim Einkaufen, zweimal die Woche.',
  subServiceIds: ['shopping', 'companionship'],
  frequency: 'TWO_THREE_TIMES_PER_WEEK',
  contract: {
    createdDaysAgo: 3,
    isActive: true,
    isNewCustomer: true,
    confirmationStatus: 'PENDING',
    paymentMethod: 'direct_reimbursement',
    customerPricePerHourInCents: 3690,
  },
  // spec 1 §4: the customer declined the first appointment; the collaboration has not been
  // ended yet, so the diary shows the 'declined' label (hidden once the contract is inactive).
  bookings: [{ day: 5, hour: 15, minutes: 90, state: 'open', firstBookingStatus: 'DECLINED' }],
};

export const manfredBecker: DemoCustomer = {
  careReceiver: {
    firstName: 'Manfred',
    lastName: 'Becker',
    gender: 'MALE',
    dateOfBirth: '1950-09-14',
    careDegree: 'REQUESTED',
    street: 'Schönhauser Allee',
    houseNumber: '80',
    postalCode: '10439',
    latitude: 52.5459,
    longitude: 13.412,
    phoneNumber: '+49 30 4401 5566',
  },
  contact: { firstName: 'Petra', lastName: 'Becker', email: 'petra.becker@example.de' },
  description: 'Begleitung zu Arztterminen und kleine Besorgungen.',
  subServiceIds: ['accompanying_appointments', 'shopping'],
  frequency: 'ON_DEMAND',
  contract: {
    createdDaysAgo: 14,
    isActive: false,
    isNewCustomer: true,
    confirmationStatus: 'REJECTED',
    paymentMethod: 'direct_reimbursement',
    customerPricePerHourInCents: 3690,
    endedDaysAgo: 6,
  },
  // spec 1 §4: declining the first booking ends the contract.
  bookings: [
    {
      day: -6,
      hour: 16,
      minutes: 60,
      state: 'open',
      firstBookingStatus: 'DECLINED',
      decline: {
        reason: 'different_type_of_caregiver_needed',
        subReason: 'gender',
        description: 'Herr Becker wünscht sich eine männliche Betreuung.',
      },
    },
  ],
};
