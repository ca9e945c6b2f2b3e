import {
  findProposal,
  findProposals,
  listProposals,
  type ProposalView,
} from '../../services/list-proposals.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { onlyUuids } from '../uuid.js';
import { PersonName } from './caregiver.js';
import { CARE_DEGREE_DESCRIPTION, GenderEnum, ProposalStatusEnum } from './enums.js';
import { Schedule, SubService } from './service-request.js';

const ProposalAddress = builder
  .objectRef<ProposalView['careReceiver']['address']>('ProposalAddress')
  .implement({
    fields: (t) => ({
      street: t.exposeString('street'),
      postalCode: t.exposeString('postalCode'),
      city: t.exposeString('city'),
    }),
  });

/** spec 1 §3 Proposal careReceiver: gender, name, age, careDegree, address. */
const ProposalCareReceiver = builder
  .objectRef<ProposalView['careReceiver']>('ProposalCareReceiver')
  .implement({
    fields: (t) => ({
      gender: t.expose('gender', { type: GenderEnum, nullable: true }),
      name: t.expose('name', { type: PersonName }),
      age: t.exposeInt('age', { nullable: true }),
      careDegree: t.exposeString('careDegree', { description: CARE_DEGREE_DESCRIPTION }),
      address: t.expose('address', { type: ProposalAddress }),
    }),
  });

const ProposalPricing = builder
  .objectRef<NonNullable<ProposalView['pricing']>>('ProposalPricing')
  .implement({
    fields: (t) => ({ grossPricePerHourInCents: t.exposeInt('grossPricePerHourInCents') }),
  });

/** spec 1 §3 Proposal (a service request offered to the caller). */
export const Proposal = builder.objectRef<ProposalView>('Proposal');

builder.node(Proposal, {
  id: { resolve: (proposal) => proposal.proposalId },
  loadManyWithoutCache: async (ids, context) => {
    const found = await findProposals({
      db: context.deps.db,
      actor: callerOf(context),
      now: context.deps.now(),
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
    careReceiver: t.expose('careReceiver', { type: ProposalCareReceiver }),
    schedule: t.expose('schedule', { type: Schedule, nullable: true }),
    subServices: t.expose('subServices', { type: [SubService] }),
    pricing: t.expose('pricing', {
      type: ProposalPricing,
      nullable: true,
      description: 'spec 1 §6: null for employees, who see no prices.',
    }),
  }),
});

builder.queryField('allProposals', (t) =>
  t.field({
    type: [Proposal],
    description:
      "spec 1 §7 allProposals: the caller's listed proposals (spec 1 §4: neither declined, " +
      'expired nor awarded), soonest expiry first.',
    resolve: (_root, _args, context) =>
      listProposals({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
        cache: context.deps.readCache,
      }),
  }),
);

builder.queryField('proposal', (t) =>
  t.field({
    type: Proposal,
    nullable: true,
    description:
      "spec 1 §7 proposal(serviceRequestId): the caller's proposal of that service request; null " +
      'when there is none or it is declined, expired or awarded to someone else (spec 1 §4: ' +
      "'unavailable'). A malformed id is the error PROPOSAL_INVALID_SERVICE_REQUEST_ID.",
    args: { serviceRequestId: t.arg.string({ required: true }) },
    resolve: (_root, { serviceRequestId }, context) =>
      findProposal({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
        serviceRequestId,
      }),
  }),
);
