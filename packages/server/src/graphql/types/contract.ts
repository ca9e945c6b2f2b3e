import { isAppError } from '../../errors/app-error.js';
import { listBookings } from '../../services/list-bookings.js';
import {
  findContracts,
  getContract,
  listContracts,
  type ContractView,
} from '../../services/list-contracts.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { updateContractConfirmationStatus } from '../../services/update-contract-confirmation-status.js';
import { onlyUuids } from '../uuid.js';
import { Booking, FirstBookingConfirmationStatus } from './booking.js';
import { PersonName } from './caregiver.js';
import {
  BookingStatusEnum,
  CARE_DEGREE_DESCRIPTION,
  ContractConfirmationStatusEnum,
  FirstBookingStatusEnum,
  GenderEnum,
  PaymentMethodEnum,
} from './enums.js';
import { ServiceRequest } from './service-request.js';

const ContractFirstBooking = builder
  .objectRef<NonNullable<ContractView['firstBooking']>>('ContractFirstBooking')
  .implement({
    fields: (t) => ({
      bookingId: t.exposeString('bookingId'),
      startDate: t.expose('startDate', { type: 'DateTime' }),
      endDate: t.expose('endDate', { type: 'DateTime' }),
      status: t.expose('status', { type: BookingStatusEnum }),
    }),
  });

type Receiver = ContractView['careReceiver'];

const CareReceiverAddress = builder.objectRef<Receiver>('CareReceiverAddress').implement({
  fields: (t) => ({
    street: t.exposeString('street'),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    additionalInformation: t.exposeString('additionalInformation', { nullable: true }),
  }),
});

/** spec 1 §3 Care receiver. The flat name and address fields are issue 4's, kept for its app. */
const ContractCareReceiver = builder.objectRef<Receiver>('ContractCareReceiver').implement({
  fields: (t) => ({
    name: t.field({ type: PersonName, resolve: (receiver) => receiver }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    gender: t.expose('gender', { type: GenderEnum, nullable: true }),
    age: t.exposeInt('age', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    careDegree: t.exposeString('careDegree', { description: CARE_DEGREE_DESCRIPTION }),
    isSelfBooker: t.exposeBoolean('isSelfBooker'),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum, nullable: true }),
    address: t.field({ type: CareReceiverAddress, resolve: (receiver) => receiver }),
    street: t.exposeString('street'),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
  }),
});

/** spec 1 §3 Customer (additional contact). */
const ContractCustomer = builder
  .objectRef<NonNullable<ContractView['customer']>>('ContractCustomer')
  .implement({
    fields: (t) => ({
      name: t.field({ type: PersonName, resolve: (customer) => customer }),
      email: t.exposeString('email', { nullable: true }),
      phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    }),
  });

const ContractPricing = builder
  .objectRef<NonNullable<ContractView['pricing']>>('ContractPricing')
  .implement({
    fields: (t) => ({
      grossCustomerPricePerHourInCents: t.exposeInt('grossCustomerPricePerHourInCents'),
      grossCaregiverPricePerHourInCents: t.exposeInt('grossCaregiverPricePerHourInCents'),
      commissionRate: t.exposeFloat('commissionRate', { description: 'A fraction: 0.2 = 20 %.' }),
    }),
  });

const ContractStats = builder.objectRef<ContractView['stats']>('ContractStats').implement({
  description: 'spec 1 §3 Contract stats, over the documented (fulfilled or invoiced) bookings.',
  fields: (t) => ({
    bookingCount: t.exposeInt('bookingCount'),
    minuteCount: t.exposeInt('minuteCount'),
    grossEarningsInCents: t.exposeInt('grossEarningsInCents', {
      nullable: true,
      description: 'spec 1 §6: null for employees, who see no earnings.',
    }),
  }),
});

type Documentation = NonNullable<ContractView['serviceDocumentation']>;

const ServiceDocumentationPeriod = builder
  .objectRef<Documentation['periods'][number]>('ContractServiceDocumentationPeriod')
  .implement({
    fields: (t) => ({
      periodId: t.exposeString('periodId'),
      month: t.exposeInt('month'),
      year: t.exposeInt('year'),
      isOverdue: t.exposeBoolean('isOverdue', {
        description: 'Issue 12, spec 2 §4: the check on the 3rd found no file.',
      }),
    }),
  });

const ServiceDocumentation = builder
  .objectRef<Documentation>('ContractServiceDocumentation')
  .implement({
    fields: (t) => ({
      periods: t.expose('periods', { type: [ServiceDocumentationPeriod] }),
    }),
  });

/** spec 1 §3 Contract. */
export const Contract = builder.objectRef<ContractView>('Contract');

builder.node(Contract, {
  id: { resolve: (contract) => contract.contractId },
  loadManyWithoutCache: async (ids, context) => {
    const found = await findContracts({
      db: context.deps.db,
      actor: callerOf(context),
      now: context.deps.now(),
      contractIds: onlyUuids(ids),
    });
    return ids.map((id) => found.find((contract) => contract.contractId === id) ?? null);
  },
  fields: (t) => ({
    contractId: t.exposeString('contractId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    isActive: t.exposeBoolean('isActive'),
    isNewCustomer: t.exposeBoolean('isNewCustomer'),
    hasFulfilledBooking: t.exposeBoolean('hasFulfilledBooking'),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum, nullable: true }),
    cancelationInitiatedAt: t.expose('cancelationInitiatedAt', {
      type: 'DateTime',
      nullable: true,
    }),
    cancelationScheduledFor: t.expose('cancelationScheduledFor', {
      type: 'DateTime',
      nullable: true,
    }),
    confirmationStatus: t.expose('confirmationStatus', { type: ContractConfirmationStatusEnum }),
    firstBooking: t.expose('firstBooking', { type: ContractFirstBooking, nullable: true }),
    firstBookingStatus: t.expose('firstBookingStatus', {
      type: FirstBookingStatusEnum,
      nullable: true,
    }),
    firstBookingConfirmationStatus: t.expose('firstBookingConfirmationStatus', {
      type: FirstBookingConfirmationStatus,
      nullable: true,
    }),
    careReceiver: t.expose('careReceiver', { type: ContractCareReceiver }),
    customer: t.expose('customer', {
      type: ContractCustomer,
      nullable: true,
      description: 'The additional contact; null for a self-booker.',
    }),
    serviceRequest: t.expose('serviceRequest', { type: ServiceRequest, nullable: true }),
    pricing: t.expose('pricing', {
      type: ContractPricing,
      nullable: true,
      description: 'spec 1 §6: null for employees, who see no prices.',
    }),
    stats: t.expose('stats', { type: ContractStats }),
    bookings: t.field({
      type: [Booking],
      description:
        "spec 1 §3 Contract bookings: the contract's live bookings by end date (from the caller's " +
        'diary, so from the read cache while the database is unchanged).',
      resolve: async (contract, _args, context) =>
        (
          await listBookings({
            db: context.deps.db,
            actor: callerOf(context),
            cache: context.deps.readCache,
          })
        ).filter((booking) => booking.contractId === contract.contractId),
    }),
    liveBookingCount: t.exposeInt('liveBookingCount', {
      description: 'Live bookings (spec 1 §4: the confirmation choice needs exactly one).',
    }),
    serviceDocumentation: t.expose('serviceDocumentation', {
      type: ServiceDocumentation,
      nullable: true,
      description: 'spec 2 §3: the months documented, newest first; null when none exists.',
    }),
  }),
});

builder.queryField('allContracts', (t) =>
  t.field({
    type: [Contract],
    description:
      "spec 1 §7 allContracts: all of the caller's contracts, active and inactive (the app lists " +
      'the active ones, domain selectListedContracts).',
    resolve: (_root, _args, context) =>
      listContracts({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
        cache: context.deps.readCache,
      }),
  }),
);

builder.queryField('contract', (t) =>
  t.field({
    type: Contract,
    nullable: true,
    description:
      'spec 1 §7 contract(contractId): null when the caller has no such contract (spec 1 §8: the ' +
      'app then shows CONTRACT_NOT_FOUND); a malformed id is the error CONTRACT_INVALID_ID.',
    args: { contractId: t.arg.string({ required: true }) },
    resolve: async (_root, { contractId }, context) => {
      try {
        return await getContract({
          db: context.deps.db,
          actor: callerOf(context),
          now: context.deps.now(),
          contractId,
          cache: context.deps.readCache,
        });
      } catch (error) {
        if (isAppError(error) && error.code === 'CONTRACT_NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

const ContractConfirmationStatusResult = builder
  .objectRef<{ messageId: string }>('ContractConfirmationStatusResult')
  .implement({ fields: (t) => ({ messageId: t.exposeString('messageId') }) });

builder.mutationField('updateContractConfirmationStatus', (t) =>
  t.field({
    type: ContractConfirmationStatusResult,
    description:
      'spec 1 §7, §4: sets a pending contract to CONFIRMED, DEFERRED or REJECTED once its first ' +
      'confirmed appointment is today or past and it has exactly one booking. Codes: ' +
      'CONTRACT_INVALID_ID, CONTRACT_NOT_FOUND, CONTRACT_INACTIVE, ' +
      'CONTRACT_CONFIRMATION_NOT_ALLOWED, FORBIDDEN (employees), CANNOT_DESERIALIZE_REQUEST_DATA.',
    args: {
      contractId: t.arg.string({ required: true }),
      status: t.arg({ type: ContractConfirmationStatusEnum, required: true }),
    },
    resolve: (_root, args, context) =>
      updateContractConfirmationStatus({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
        input: args,
      }),
  }),
);
