import { selectListedContracts } from '@careport/domain';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from '../../../lib/api-context';
import { graphql, requestGraphql } from '../../../lib/graphql';
import type { HttpClient } from '../../../lib/http-client';
import type { ContractListItem } from './contract-fields';
import { contractListFields } from './contract-fields';
import { customerQueryKeys } from './query-keys';

// spec 1 §7 allContracts: every contract of the caregiver, active or not.
export const contractsDocument = graphql<{ allContracts: ContractListItem[] }>(`
  query CustomerContracts {
    allContracts {
      ${contractListFields}
    }
  }
`);

export async function getContracts(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<ContractListItem[]> {
  const data = await requestGraphql(client, contractsDocument, {}, signal ? { signal } : {});
  return data.allContracts;
}

/** spec 1 §2, §9: active contracts only, by care receiver last name in German collation. */
export function useListedContracts() {
  const client = useHttpClient();
  return useQuery({
    queryKey: customerQueryKeys.contracts,
    queryFn: ({ signal }) => getContracts(client, signal),
    select: selectListedContracts,
  });
}
