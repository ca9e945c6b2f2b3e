// Jonas's customers, one per payment method routing of the signature flow (spec 1 §4 Signature
// flow routing), each with past visits still to document.
import type { DemoCustomer } from '../demo-plan.js';
import { series } from '../demo-plan.js';
import { past } from '../demo-days.js';

export const elfriedeLange: DemoCustomer = {
  careReceiver: {
    firstName: 'Elfriede',
    lastName: 'Lange',
    gender: 'FEMALE',
    dateOfBirth: '1938-06-08',
    careDegree: '3',
    street: 'Wilmersdorfer Straße',
    houseNumber: '77',
    postalCode: '10629',
    latitude: 52.504,
    longitude: 13.306,
    phoneNumber: '+49 30 3121 4455',
  },
  contact: {
    firstName: 'Claudia',
    lastName: 'Lange',
    email: 'claudia.lange@example.de',
    phoneNumber: '+49 176 2233 4455',
  },
  description: 'Hilfe im Haushalt und Spaziergänge an der frischen Luft.',
  subServiceIds: ['cleaning', 'walks', 'companionship'],
  frequency: 'ONCE_PER_WEEK',
  contract: {
    createdDaysAgo: 150,
    isActive: true,
    isNewCustomer: false,
    confirmationStatus: 'CONFIRMED',
    paymentMethod: 'direct_reimbursement',
    customerPricePerHourInCents: 3690,
  },
  bookings: [
    ...series(past([142, 135, 128, 121, 114, 107, 100, 93, 86, 79, 72, 65, 58, 51, 44, 37, 30]), {
      hour: 10,
      minutes: 120,
      state: 'documented',
      proof: 'digital',
      surveyStatus: 'true',
    }),
    // spec 1 §4 list labels: 'survey needed' and 'signed via paper'.
    {
      day: -23,
      hour: 10,
      minutes: 120,
      state: 'documented',
      proof: 'digital',
      surveyStatus: 'false',
    },
    {
      day: -16,
      hour: 10,
      minutes: 120,
      state: 'documented',
      proof: 'paper',
      surveyStatus: 'true',
    },
    {
      day: -9,
      hour: 10,
      minutes: 120,
      state: 'documented',
      proof: 'paper',
      surveyStatus: 'false',
    },
    { day: -2, hour: 10, minutes: 120, state: 'open', paymentMethod: 'direct_reimbursement' },
    ...series([5, 12, 19], { hour: 10, minutes: 120, state: 'open' }),
  ],
};

export const horstZimmermann: DemoCustomer = {
  careReceiver: {
    firstName: 'Horst',
    lastName: 'Zimmermann',
    gender: 'MALE',
    dateOfBirth: '1949-03-27',
    careDegree: '2',
    street: 'Kantstraße',
    houseNumber: '140',
    postalCode: '10623',
    latitude: 52.506,
    longitude: 13.315,
    phoneNumber: '+49 30 3177 8899',
    email: 'horst.zimmermann@example.de',
    isSelfBooker: true,
  },
  description: 'Einkäufe und gemeinsames Kochen.',
  subServiceIds: ['shopping', 'cooking'],
  frequency: 'ONCE_PER_WEEK',
  contract: {
    createdDaysAgo: 80,
    isActive: true,
    isNewCustomer: false,
    confirmationStatus: 'CONFIRMED',
    paymentMethod: 'private_payment',
    customerPricePerHourInCents: 3400,
  },
  bookings: [
    ...series(past([73, 66, 59, 52, 45, 38, 31, 24, 17, 10]), {
      hour: 15,
      minutes: 90,
      state: 'documented',
      proof: 'digital',
      surveyStatus: 'true',
    }),
    { day: -3, hour: 15, minutes: 90, state: 'open', paymentMethod: 'private_payment' },
    { day: 0, hour: 'soon', minutes: 90, state: 'open' },
    ...series([6, 13, 20], { hour: 15, minutes: 90, state: 'open' }),
  ],
};

export const renateKoch: DemoCustomer = {
  careReceiver: {
    firstName: 'Renate',
    lastName: 'Koch',
    gender: 'FEMALE',
    dateOfBirth: '1952-12-24',
    careDegree: 'NONE',
    street: 'Hermannstraße',
    houseNumber: '230',
    postalCode: '12049',
    latitude: 52.47,
    longitude: 13.428,
    phoneNumber: '+49 30 6255 1212',
  },
  contact: { firstName: 'Michael', lastName: 'Koch', phoneNumber: '+49 157 8899 0011' },
  description: 'Haushaltshilfe nach einem Krankenhausaufenthalt (§24 SGB V).',
  subServiceIds: ['cleaning', 'laundry', 'cooking'],
  frequency: 'TWO_THREE_TIMES_PER_WEEK',
  contract: {
    createdDaysAgo: 6,
    isActive: true,
    isNewCustomer: true,
    confirmationStatus: 'PENDING',
    paymentMethod: 'household_help_24',
    customerPricePerHourInCents: 3200,
  },
  // Household help on a first booking: the signature flow asks for the declaration (step 4).
  bookings: [
    {
      day: -2,
      hour: 14,
      minutes: 120,
      state: 'open',
      firstBookingStatus: 'CONFIRMED',
      paymentMethod: 'household_help_24',
    },
  ],
};

export const karlRichter: DemoCustomer = {
  careReceiver: {
    firstName: 'Karl',
    lastName: 'Richter',
    gender: 'MALE',
    dateOfBirth: '1947-08-15',
    careDegree: '1',
    street: 'Turmstraße',
    houseNumber: '21',
    postalCode: '10559',
    latitude: 52.5265,
    longitude: 13.342,
    phoneNumber: '+49 30 3988 7766',
  },
  contact: { firstName: 'Anke', lastName: 'Richter', email: 'anke.richter@example.de' },
  description: 'Haushaltshilfe während der Genesung, zweimal pro Woche.',
  subServiceIds: ['cleaning', 'shopping'],
  frequency: 'TWO_THREE_TIMES_PER_WEEK',
  contract: {
    createdDaysAgo: 40,
    isActive: true,
    isNewCustomer: false,
    confirmationStatus: 'CONFIRMED',
    paymentMethod: 'household_help_24',
    customerPricePerHourInCents: 3200,
  },
  bookings: [
    ...series(past([33, 26, 19, 12]), {
      hour: 8,
      minutes: 120,
      state: 'documented',
      proof: 'digital',
      surveyStatus: 'true',
    }),
    // Household help on a later booking: the flow goes straight to the caregiver's signature.
    { day: -5, hour: 8, minutes: 120, state: 'open', paymentMethod: 'household_help_24' },
    ...series([2, 9, 16], { hour: 8, minutes: 120, state: 'open' }),
  ],
};

export const dieterSchwarz: DemoCustomer = {
  careReceiver: {
    firstName: 'Dieter',
    lastName: 'Schwarz',
    gender: 'MALE',
    dateOfBirth: '1958-01-19',
    careDegree: '2',
    street: 'Frankfurter Allee',
    houseNumber: '85',
    postalCode: '10247',
    latitude: 52.514,
    longitude: 13.47,
    phoneNumber: '+49 30 2900 4433',
  },
  contact: { firstName: 'Sozialamt', lastName: 'Friedrichshain-Kreuzberg' },
  description: 'Begleitung zu Terminen, finanziert über das Sozialamt.',
  subServiceIds: ['accompanying_appointments', 'companionship'],
  frequency: 'ONCE_PER_WEEK',
  contract: {
    createdDaysAgo: 30,
    isActive: true,
    isNewCustomer: false,
    confirmationStatus: 'CONFIRMED',
    paymentMethod: 'workshop_social_welfare',
    customerPricePerHourInCents: 3000,
  },
  bookings: [
    ...series(past([25, 18, 11]), {
      hour: 12,
      minutes: 60,
      state: 'documented',
      proof: 'digital',
      surveyStatus: 'true',
    }),
    { day: -4, hour: 12, minutes: 60, state: 'open', paymentMethod: 'workshop_social_welfare' },
    ...series([3, 10, 17], { hour: 12, minutes: 60, state: 'open' }),
  ],
};
