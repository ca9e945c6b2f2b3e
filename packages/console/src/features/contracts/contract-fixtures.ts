// A contract as GET /ops/contracts answers it, for the screens' tests.
export const CONTRACT = {
  id: 'c-1',
  status: 'active',
  careReceiver: {
    id: 'cr-1',
    firstName: 'Erna',
    lastName: 'Krause',
    postalCode: '10437',
    city: 'Berlin',
  },
  caregiver: { id: 'cg-1', firstName: 'Anna', lastName: 'Schulz', isEmployee: false },
  startDate: '2026-09-01T08:00:00.000Z',
  endDate: null,
  paymentMethod: 'direct_reimbursement',
  firstBooking: {
    id: 'b-1',
    startDate: '2026-09-03T08:00:00.000Z',
    endDate: '2026-09-03T09:00:00.000Z',
    status: 'CREATED',
    firstBookingStatus: 'CREATED',
    confirmationReason: null,
    confirmationDescription: null,
    declineReason: null,
    declineSubReason: null,
  },
  serviceDocumentation: { isRequired: true, overduePeriods: 2 },
};
