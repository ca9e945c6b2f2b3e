/** The service documentation's query keys; an upload invalidates `all`. */
export const serviceDocumentationQueryKeys = {
  all: ['service-documentation'] as const,
  list: (contractId: string) => [...serviceDocumentationQueryKeys.all, 'list', contractId] as const,
  period: (periodId: string) => [...serviceDocumentationQueryKeys.all, 'period', periodId] as const,
};
