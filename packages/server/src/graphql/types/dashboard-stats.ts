import { dashboardStatsWindow } from '@careport/domain';
import {
  getDashboardStats,
  getFinancialOverview,
  type DashboardStats,
} from '../../services/account/dashboard-stats.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';

const CaregiverStats = builder.objectRef<DashboardStats>('CaregiverStats').implement({
  description:
    "spec 2 §3 Caregiver stats, computed from the caller's history: the current period is " +
    '[startDate, splitDate), the previous one as long before it; response rates cover 4 weeks.',
  fields: (t) => ({
    customerSatisfactionScore: t.exposeFloat('customerSatisfactionScore', { nullable: true }),
    monthlyDocumentedDurationInMinutes: t.exposeInt('monthlyDocumentedDurationInMinutes'),
    monthlyDocumentedGrossEarningsInCents: t.exposeInt('monthlyDocumentedGrossEarningsInCents', {
      nullable: true,
      description: 'spec 2 §6: null for employees, who see documented hours only.',
    }),
    averageMinutesToFirstCall: t.exposeInt('averageMinutesToFirstCall', { nullable: true }),
    previousAverageMinutesToFirstCall: t.exposeInt('previousAverageMinutesToFirstCall', {
      nullable: true,
    }),
    proposalResponseRate: t.exposeFloat('proposalResponseRate', { nullable: true }),
    previousProposalResponseRate: t.exposeFloat('previousProposalResponseRate', {
      nullable: true,
    }),
  }),
});

builder.queryField('caregiverStats', (t) =>
  t.field({
    type: CaregiverStats,
    description:
      'spec 2 §7 dashboard stats; startDate defaults to 4 months before splitDate, splitDate to now.',
    args: {
      startDate: t.arg({ type: 'DateTime', required: false }),
      splitDate: t.arg({ type: 'DateTime', required: false }),
    },
    resolve: (_root, args, context) => {
      const splitDate = args.splitDate ?? context.deps.now();
      const startDate = args.startDate ?? dashboardStatsWindow(splitDate).startDate;
      return getDashboardStats({
        db: context.deps.db,
        actor: callerOf(context),
        startDate,
        splitDate,
      });
    },
  }),
);

const FinancialOverview = builder
  .objectRef<Awaited<ReturnType<typeof getFinancialOverview>>>('FinancialOverview')
  .implement({
    description: "spec 2 §7 financial overview: this Berlin month's documented bookings.",
    fields: (t) => ({
      monthlyDocumentedMinutes: t.exposeInt('monthlyDocumentedMinutes'),
      monthlyGrossEarningsInCents: t.exposeInt('monthlyGrossEarningsInCents', {
        nullable: true,
        description: 'spec 2 §6: null for employees.',
      }),
    }),
  });

builder.queryField('financialOverview', (t) =>
  t.field({
    type: FinancialOverview,
    resolve: (_root, _args, context) =>
      getFinancialOverview({
        db: context.deps.db,
        actor: callerOf(context),
        now: context.deps.now(),
      }),
  }),
);
