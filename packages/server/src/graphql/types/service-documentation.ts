import { isAppError } from '../../errors/app-error.js';
import type { UploadedFile } from '../../services/service-documentation/own-period.js';
import {
  getServiceDocumentationPeriod,
  listServiceDocumentation,
  type PeriodView,
  type ServiceDocumentationView,
} from '../../services/service-documentation/list-periods.js';
import {
  getReliefAmountUse,
  type ReliefAmountUse as ReliefAmountUseView,
} from '../../services/service-documentation/relief-use.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';

const ServiceDocumentationStateEnum = builder.enumType('ServiceDocumentationState', {
  description:
    'spec 2 §4: UPLOADED (a file is there), UPCOMING, DUE (from about 4 days before the month ' +
    'ends), OVERDUE (no file by the check on the 3rd of the following month).',
  values: ['UPLOADED', 'UPCOMING', 'DUE', 'OVERDUE'] as const,
});

const ServiceDocumentationFile = builder
  .objectRef<UploadedFile>('ServiceDocumentationFile')
  .implement({
    fields: (t) => ({
      fileId: t.exposeString('id'),
      filename: t.exposeString('filename'),
      mimeType: t.exposeString('mimeType'),
      pathInStorage: t.exposeString('pathInStorage'),
      sizeInBytes: t.exposeInt('sizeInBytes'),
      uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
    }),
  });

/** spec 2 §3 Service documentation period. */
export const ServiceDocumentationPeriod = builder.objectRef<PeriodView>(
  'ServiceDocumentationPeriod',
);

builder.node(ServiceDocumentationPeriod, {
  id: { resolve: (period) => period.id },
  // Only the caller's own periods; any other id is not found.
  loadWithoutCache: (id, context) =>
    getServiceDocumentationPeriod({
      db: context.deps.db,
      actor: callerOf(context),
      now: context.deps.now(),
      periodId: id,
    }),
  fields: (t) => ({
    periodId: t.exposeString('id', { description: 'The id the upload and token calls take.' }),
    serviceDocumentationId: t.exposeString('serviceDocumentationId'),
    contractId: t.exposeString('contractId'),
    month: t.exposeInt('month'),
    year: t.exposeInt('year'),
    state: t.expose('state', { type: ServiceDocumentationStateEnum }),
    overdueAt: t.expose('overdueAt', { type: 'DateTime', nullable: true }),
    lastUploadedFile: t.expose('lastUploadedFile', {
      type: ServiceDocumentationFile,
      nullable: true,
    }),
  }),
});

const ServiceDocumentation = builder
  .objectRef<ServiceDocumentationView>('ServiceDocumentation')
  .implement({
    fields: (t) => ({
      serviceDocumentationId: t.exposeString('id'),
      contractId: t.exposeString('contractId'),
      isUploadMandatory: t.exposeBoolean('isUploadMandatory'),
      periods: t.expose('periods', { type: [ServiceDocumentationPeriod] }),
    }),
  });

builder.queryField('serviceDocumentation', (t) =>
  t.field({
    type: ServiceDocumentation,
    nullable: true,
    description:
      "spec 2 §7 service documentation list (contractId): the contract's monthly periods, newest " +
      'first; null when the contract keeps none or is not the caller’s.',
    args: { contractId: t.arg.string({ required: true }) },
    resolve: async (_root, { contractId }, context) => {
      try {
        return await listServiceDocumentation({
          db: context.deps.db,
          actor: callerOf(context),
          now: context.deps.now(),
          contractId,
        });
      } catch (error) {
        if (isAppError(error) && error.code === 'CONTRACT_NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

builder.queryField('serviceDocumentationPeriod', (t) =>
  t.field({
    type: ServiceDocumentationPeriod,
    nullable: true,
    description: 'spec 2 §2 the period screen (serviceDocumentationPeriodId); null if not own.',
    args: { periodId: t.arg.string({ required: true }) },
    resolve: (_root, { periodId }, context) =>
      getServiceDocumentationPeriod({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
        periodId,
      }),
  }),
);

const ReliefAmountUse = builder.objectRef<ReliefAmountUseView>('ReliefAmountUse').implement({
  description:
    'Beyond the spec (issue 12): how much of a month’s §45b relief amount the contract’s planned ' +
    'and documented visits use. Only usedMinutes for employees (spec 1 §6): the budget in minutes ' +
    'would give the hourly price.',
  fields: (t) => ({
    year: t.exposeInt('year'),
    month: t.exposeInt('month'),
    budgetMinutes: t.exposeInt('budgetMinutes', { nullable: true }),
    usedMinutes: t.exposeInt('usedMinutes'),
    amountInCents: t.exposeInt('amountInCents', { nullable: true }),
    usedInCents: t.exposeInt('usedInCents', { nullable: true }),
    hourlyRateInCents: t.exposeInt('hourlyRateInCents', { nullable: true }),
  }),
});

builder.queryField('reliefAmountUse', (t) =>
  t.field({
    type: ReliefAmountUse,
    nullable: true,
    description:
      'null unless the contract’s customer pays through the care insurance directly ' +
      '(direct_reimbursement).',
    args: {
      contractId: t.arg.string({ required: true }),
      year: t.arg.int({ required: true }),
      month: t.arg.int({ required: true }),
    },
    resolve: (_root, args, context) =>
      getReliefAmountUse({
        db: context.deps.db,
        actor: callerOf(context),
        amountInCents: context.deps.config.reliefAmountCents,
        contractId: args.contractId,
        year: args.year,
        month: args.month,
      }),
  }),
);
