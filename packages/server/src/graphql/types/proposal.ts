import { ageInYears } from '../../services/age.js';
import {
  findProposals,
  listProposals,
  type ProposalCareReceiver,
  type ProposalRecord,
} from '../../services/list-proposals.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { onlyUuids } from '../uuid.js';
import { PersonName } from './caregiver.js';
import { CARE_DEGREE_DESCRIPTION, GenderEnum, ProposalStatusEnum } from './enums.js';

const ProposalAddress = builder
  .objectRef<{ street: string; postalCode: string; city: string }>('ProposalAddress')
  .implement({
    fields: (t) => ({
      street: t.exposeString('street'),
      postalCode: t.exposeString('postalCode'),
      city: t.exposeString('city'),
    }),
  });

/** spec 1 §3 Proposal careReceiver: gender, name, age, careDegree, address. */
const ProposalCareReceiverRef = builder
  .objectRef<ProposalCareReceiver>('ProposalCareReceiver')
  .implement({
    fields: (t) => ({
      gender: t.expose('gender', { type: GenderEnum, nullable: true }),
      name: t.field({
        type: PersonName,
        resolve: (receiver) => ({ firstName: receiver.firstName, lastName: receiver.lastName }),
      }),
      age: t.int({
        nullable: true,
        resolve: (receiver, _args, context) =>
          receiver.dateOfBirth === null
            ? null
            : ageInYears(receiver.dateOfBirth, context.deps.now()),
      }),
      careDegree: t.exposeString('careDegree', { description: CARE_DEGREE_DESCRIPTION }),
      address: t.field({
        type: ProposalAddress,
        resolve: ({ street, postalCode, city }) => ({ street, postalCode, city }),
      }),
    }),
  });

const ProposalPricing = builder
  .objectRef<{ grossPricePerHourInCents: number }>('ProposalPricing')
  .implement({
    fields: (t) => ({ grossPricePerHourInCents: t.exposeInt('grossPricePerHourInCents') }),
  });

/** spec 1 §3 Proposal (a service request offered to the caller). */
export const Proposal = builder.objectRef<ProposalRecord>('Proposal');

builder.node(Proposal, {
  id: { resolve: (proposal) => proposal.proposalId },
  loadManyWithoutCache: async (ids, context) => {
    const found = await findProposals({
      db: context.deps.db,
      actor: callerOf(context),
      proposalIds: onlyUuids(ids),
    });
    return ids.map((id) => found.find((proposal) => proposal.proposalId === id) ?? null);
  },
  fields: (t) => ({
    serviceRequestId: t.exposeString('serviceRequestId'),
    status: t.expose('status', { type: ProposalStatusEnum }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    isNewCustomer: t.exposeBoolean('isNewCustomer'),
    description: t.exposeString('description', { nullable: true }),
    careReceiver: t.field({
      type: ProposalCareReceiverRef,
      nullable: true,
      resolve: (proposal, _args, context) =>
        context.loaders.careReceiverOfProposal.load(proposal.careReceiverId),
    }),
    pricing: t.field({
      type: ProposalPricing,
      resolve: (proposal) => ({ grossPricePerHourInCents: proposal.grossPricePerHourInCents }),
    }),
  }),
});

builder.queryField('allProposals', (t) =>
  t.field({
    type: [Proposal],
    description:
      'spec 1 §7 allProposals: every proposal made to the caller, by expiry; the app lists the ' +
      'open, unexpired ones (domain selectListedProposals).',
    resolve: (_root, _args, context) =>
      listProposals({ db: context.deps.db, actor: callerOf(context) }),
  }),
);
