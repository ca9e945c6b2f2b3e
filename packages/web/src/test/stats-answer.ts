/** spec 2 §3: what caregiverStats answers for an independent without any history yet. */
export const noStats = {
  customerSatisfactionScore: null,
  monthlyDocumentedDurationInMinutes: 0,
  monthlyDocumentedGrossEarningsInCents: 0,
  averageMinutesToFirstCall: null,
  previousAverageMinutesToFirstCall: null,
  proposalResponseRate: null,
  previousProposalResponseRate: null,
};
