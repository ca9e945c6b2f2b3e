import {
  findContracts,
  getContract,
  listContracts,
  type ContractView,
} from '../../services/list-contracts.js';
import { isAppError } from '../../errors/app-error.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { onlyUuids } from '../uuid.js';
import {
  BookingStatusEnum,
  CARE_DEGREE_DESCRIPTION,
  ContractConfirmationStatusEnum,
  GenderEnum,
  PaymentMethodEnum,
} from './enums.js';

const ContractFirstBooking = builder
  .objectRef<NonNullable<ContractView['firstBooking']>>('ContractFirstBooking')
  .implement({
    fields: (t) => ({
      bookingId: t.exposeString('bookingId'),
      endDate: t.expose('endDate', { type: 'DateTime' }),
      status: t.expose('status', { type: BookingStatusEnum }),
    }),
  });

const ContractCareReceiver = builder
  .objectRef<ContractView['careReceiver']>('ContractCareReceiver')
  .implement({
    fields: (t) => ({
      firstName: t.exposeString('firstName'),
      lastName: t.exposeString('lastName'),
      gender: t.expose('gender', { type: GenderEnum, nullable: true }),
      careDegree: t.exposeString('careDegree', { description: CARE_DEGREE_DESCRIPTION }),
      isSelfBooker: t.exposeBoolean('isSelfBooker'),
      street: t.exposeString('street'),
      houseNumber: t.exposeString('houseNumber', { nullable: true }),
      postalCode: t.exposeString('postalCode'),
      city: t.exposeString('city'),
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

/** spec 1 §3 Contract (what issue 4 needs; the customers issue adds the rest). */
export const Contract = builder.objectRef<ContractView>('Contract');

builder.node(Contract, {
  id: { resolve: (contract) => contract.contractId },
  loadManyWithoutCache: async (ids, context) => {
    const found = await findContracts({
      db: context.deps.db,
      actor: callerOf(context),
      contractIds: onlyUuids(ids),
    });
    return ids.map((id) => found.find((contract) => contract.contractId === id) ?? null);
  },
  fields: (t) => ({
    contractId: t.exposeString('contractId'),
    isActive: t.exposeBoolean('isActive'),
    isNewCustomer: t.exposeBoolean('isNewCustomer'),
    hasFulfilledBooking: t.exposeBoolean('hasFulfilledBooking'),
    paymentMethod: t.expose('paymentMethod', { type: PaymentMethodEnum, nullable: true }),
    cancelationScheduledFor: t.expose('cancelationScheduledFor', {
      type: 'DateTime',
      nullable: true,
    }),
    confirmationStatus: t.expose('confirmationStatus', { type: ContractConfirmationStatusEnum }),
    firstBooking: t.expose('firstBooking', { type: ContractFirstBooking, nullable: true }),
    careReceiver: t.expose('careReceiver', { type: ContractCareReceiver }),
    pricing: t.expose('pricing', {
      type: ContractPricing,
      nullable: true,
      description: 'spec 1 §6: null for employees, who see no prices.',
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
        return await getContract({ db: context.deps.db, actor: callerOf(context), contractId });
      } catch (error) {
        if (isAppError(error) && error.code === 'CONTRACT_NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);
