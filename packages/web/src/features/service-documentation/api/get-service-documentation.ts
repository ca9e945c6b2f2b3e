import type { ServiceDocumentationState } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import { serviceDocumentationQueryKeys } from './query-keys';

/** spec 2 §3 Service documentation period, with its upload state (spec 2 §4). */
export type DocumentationPeriod = {
  periodId: string;
  contractId: string;
  month: number;
  year: number;
  state: ServiceDocumentationState;
  lastUploadedFile: {
    fileId: string;
    filename: string;
    mimeType: string;
    uploadedAt: string;
  } | null;
};

export type ServiceDocumentation = {
  serviceDocumentationId: string;
  isUploadMandatory: boolean;
  periods: DocumentationPeriod[];
};

const PERIOD_FIELDS = `periodId contractId month year state
  lastUploadedFile { fileId filename mimeType uploadedAt }`;

export const listDocument = graphql<
  { serviceDocumentation: ServiceDocumentation | null },
  { contractId: string }
>(`
  query ServiceDocumentation($contractId: String!) {
    serviceDocumentation(contractId: $contractId) {
      serviceDocumentationId
      isUploadMandatory
      periods { ${PERIOD_FIELDS} }
    }
  }
`);

export const periodDocument = graphql<
  { serviceDocumentationPeriod: DocumentationPeriod | null },
  { periodId: string }
>(`
  query ServiceDocumentationPeriod($periodId: String!) {
    serviceDocumentationPeriod(periodId: $periodId) { ${PERIOD_FIELDS} }
  }
`);

/** spec 2 §7 service documentation list (contractId); null when the contract keeps none. */
export function useServiceDocumentation(contractId: string) {
  const client = useHttpClient();
  return useQuery({
    queryKey: serviceDocumentationQueryKeys.list(contractId),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, listDocument, { contractId }, { signal })).serviceDocumentation,
  });
}

/** spec 2 §7 service documentation node: one period; null when it is not the caller's. */
export function useDocumentationPeriod(periodId: string) {
  const client = useHttpClient();
  return useQuery({
    queryKey: serviceDocumentationQueryKeys.period(periodId),
    queryFn: async ({ signal }) =>
      (await requestGraphql(client, periodDocument, { periodId }, { signal }))
        .serviceDocumentationPeriod,
  });
}
