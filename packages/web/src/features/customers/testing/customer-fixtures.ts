import type { RecordedCall } from '../../../test/fake-server';
import { json } from '../../../test/fake-server';
import type { ContractDetail, ContractListItem } from '../api/contract-fields';
import type { ProposalItem } from '../api/proposal-fields';

// A fake server for the customer area's component tests: the GraphQL reads and the proposal,
// first-booking and confirmation-status commands, answering as the wire contract (issue 10) says.

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}0000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

export function fakeProposal(overrides: Partial<ProposalItem> = {}): ProposalItem {
  return {
    serviceRequestId: nextId('a'),
    status: 'OPEN',
    expiresAt: hoursFromNow(30),
    isNewCustomer: true,
    description: 'Begleitung zum Einkaufen und Gesellschaft am Nachmittag.',
    careReceiver: {
      gender: 'FEMALE',
      name: { firstName: 'Erika', lastName: 'Müller' },
      age: 82,
      careDegree: '2',
      address: { street: 'Kastanienallee 12', postalCode: '10435', city: 'Berlin' },
    },
    schedule: {
      date: '2030-03-11',
      durationInMinutes: 120,
      frequency: 'ONCE_PER_WEEK',
      bookingType: 'RECURRING',
      isFlexible: false,
      isAllDay: false,
      expectedAppointmentSchedule: { isFlexible: true, preferences: 'Dienstags nachmittags' },
    },
    subServices: [{ subServiceId: 'shopping', labelDe: 'Einkaufen', labelEn: 'Shopping' }],
    pricing: { grossPricePerHourInCents: 3250 },
    ...overrides,
  };
}

export function fakeContract(overrides: Partial<ContractDetail> = {}): ContractDetail {
  const contractId = nextId('c');
  return {
    contractId,
    createdAt: hoursFromNow(-2),
    isActive: true,
    isNewCustomer: true,
    hasFulfilledBooking: false,
    paymentMethod: 'direct_reimbursement',
    cancelationInitiatedAt: null,
    cancelationScheduledFor: null,
    confirmationStatus: 'PENDING',
    firstBooking: {
      bookingId: nextId('b'),
      startDate: hoursFromNow(48),
      endDate: hoursFromNow(50),
      status: 'CREATED',
    },
    firstBookingStatus: 'CREATED',
    firstBookingConfirmationStatus: null,
    careReceiver: {
      name: { firstName: 'Erika', lastName: 'Müller' },
      gender: 'FEMALE',
      age: 82,
      email: 'erika.mueller@example.de',
      phoneNumber: '030 1234567',
      careDegree: '3',
      isSelfBooker: false,
      address: {
        street: 'Kastanienallee',
        houseNumber: '12',
        postalCode: '10435',
        city: 'Berlin',
        additionalInformation: '2. OG, bei Müller klingeln',
      },
    },
    customer: {
      name: { firstName: 'Sabine', lastName: 'Müller' },
      email: 'sabine@example.de',
      phoneNumber: '+49 170 7654321',
    },
    serviceRequest: {
      description: 'Gesellschaft und Einkaufen.',
      schedule: fakeProposal().schedule,
      subServices: [{ subServiceId: 'shopping', labelDe: 'Einkaufen', labelEn: 'Shopping' }],
    },
    pricing: {
      grossCustomerPricePerHourInCents: 3900,
      grossCaregiverPricePerHourInCents: 2925,
      commissionRate: 0.25,
    },
    liveBookingCount: 1,
    stats: { bookingCount: 3, minuteCount: 330, grossEarningsInCents: 16088 },
    serviceDocumentation: { periods: [{ month: 2, year: 2030, isOverdue: false }] },
    ...overrides,
  };
}

export function toListItem(contract: ContractDetail): ContractListItem {
  return {
    contractId: contract.contractId,
    isActive: contract.isActive,
    isNewCustomer: contract.isNewCustomer,
    cancelationScheduledFor: contract.cancelationScheduledFor,
    firstBookingStatus: contract.firstBookingStatus,
    careReceiver: {
      name: contract.careReceiver.name,
      careDegree: contract.careReceiver.careDegree,
      address: contract.careReceiver.address,
    },
    serviceDocumentation: contract.serviceDocumentation,
  };
}

export function meReply(isEmployee: boolean) {
  return {
    status: 200,
    data: {
      caregiver_id: isEmployee ? 'caregiver-jonas' : 'caregiver-anna',
      name: isEmployee
        ? { first_name: 'Jonas', last_name: 'Weber' }
        : { first_name: 'Anna', last_name: 'Bauer' },
      email: 'anna@careport.example',
      profile_image_hash: null,
      is_careportEmployee: isEmployee,
    },
  };
}

export type CustomersServer = {
  proposals: ProposalItem[];
  contracts: ContractDetail[];
  isEmployee?: boolean;
  /** Answers a POST command or a mutation instead of the default success. */
  onCommand?: (call: RecordedCall) => Response | undefined;
  /** Fails the list queries this many times. */
  listFailures?: number;
};

function graphqlOf(call: RecordedCall) {
  return JSON.parse(call.body ?? '{}') as { query: string; variables: Record<string, unknown> };
}

const failure = () =>
  json(200, { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });

export function customersServer(state: CustomersServer) {
  return (call: RecordedCall): Response => {
    if (call.url === '/caregiver-app/me') return json(200, meReply(state.isEmployee ?? false));
    if (call.url === '/graphql') {
      const { query, variables } = graphqlOf(call);
      if (query.includes('mutation')) {
        const answer = state.onCommand?.(call);
        if (answer) return answer;
        return json(200, { data: { updateContractConfirmationStatus: { messageId: 'm-1' } } });
      }
      const isList =
        query.includes('query CustomerProposals') || query.includes('query CustomerContracts');
      if (isList && (state.listFailures ?? 0) > 0) {
        state.listFailures = (state.listFailures ?? 0) - 1;
        return failure();
      }
      if (query.includes('query CustomerProposals')) {
        return json(200, { data: { allProposals: state.proposals } });
      }
      if (query.includes('query CustomerProposal(')) {
        const found = state.proposals.find(
          (p) => p.serviceRequestId === variables.serviceRequestId,
        );
        return json(200, { data: { proposal: found ?? null } });
      }
      if (query.includes('query CustomerContracts')) {
        return json(200, { data: { allContracts: state.contracts.map(toListItem) } });
      }
      if (query.includes('query CustomerContract(')) {
        const found = state.contracts.find((c) => c.contractId === variables.contractId);
        return json(200, { data: { contract: found ?? null } });
      }
      // The badges, and the diary's first page (the appointment form counts overlaps in it).
      return json(200, {
        data: {
          allProposals: state.proposals,
          allBookings: [],
          earlierUndocumented: [],
          earliest: [],
        },
      });
    }
    if (call.method === 'POST' && call.url.startsWith('/caregiver-app/')) {
      const answer = state.onCommand?.(call);
      if (answer) return answer;
      return json(200, { status: 200, data: {} });
    }
    return json(404, { status: 404, errorCode: 'NOT_FOUND' });
  };
}
