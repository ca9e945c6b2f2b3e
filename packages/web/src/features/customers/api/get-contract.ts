import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { isApiError } from '../../../lib/api-error';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { HttpClient } from '../../../lib/http-client';
import type { ContractDetail } from './contract-fields';
import { contractDetailFields } from './contract-fields';
import { customerQueryKeys } from './query-keys';

// spec 1 §7 contract(contractId): everything the customer detail shows.
export const contractDocument = graphql<
  { contract: ContractDetail | null },
  { contractId: string }
>(`
  query CustomerContract($contractId: String!) {
    contract(contractId: $contractId) {
      ${contractDetailFields}
    }
  }
`);

/** spec 1 §8: the contract query returned nothing (CONTRACT_NOT_FOUND). */
export class ContractNotFoundError extends Error {
  constructor() {
    super('CONTRACT_NOT_FOUND');
    this.name = 'ContractNotFoundError';
  }
}

const NOT_FOUND_CODES = new Set(['CONTRACT_NOT_FOUND', 'CONTRACT_INVALID_ID', 'NOT_FOUND']);

/** spec 1 §2, §8: a missing contract (deleted, another caregiver's, a bad id) is "deleted". */
export function isContractNotFound(error: unknown): boolean {
  return (
    error instanceof ContractNotFoundError ||
    (isApiError(error) && (error.httpStatus === 404 || NOT_FOUND_CODES.has(error.errorCode)))
  );
}

export async function getContract(
  client: HttpClient,
  contractId: string,
  signal?: AbortSignal,
): Promise<ContractDetail> {
  const data = await requestGraphql(
    client,
    contractDocument,
    { contractId },
    signal ? { signal } : {},
  );
  if (data.contract === null) throw new ContractNotFoundError();
  return data.contract;
}

export function useContract(contractId: string) {
  const client = useHttpClient();
  return useQuery({
    queryKey: customerQueryKeys.contract(contractId),
    queryFn: ({ signal }) => getContract(client, contractId, signal),
  });
}
