import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { paths } from '../../../lib/paths';
import type { ContractDetail } from '../api/contract-fields';
import { isContractNotFound, useContract } from '../api/get-contract';
import { ContractNotFound } from './contract-not-found';
import { ListSkeleton } from './list-skeleton';

/**
 * A screen under /customers/{contractId}: the way back to the customer, the title, and the
 * contract's loading, error and deleted states around `children`.
 */
export function ContractScreen(props: {
  title: string;
  children: (contract: ContractDetail, isEmployee: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  const me = useMe();
  if (contract.isError && isContractNotFound(contract.error)) return <ContractNotFound />;
  return (
    <Stack gap="xs">
      <BackLink to={paths.customer.getHref(contractId)} label={t('customers.BACK_TO_CUSTOMER')} />
      <Page title={props.title}>
        {contract.isPending || me.isPending ? (
          <ListSkeleton rows={2} />
        ) : contract.isError ? (
          <LoadError
            message={t('customers.DETAIL_LOAD_ERROR')}
            error={contract.error}
            onRetry={() => void contract.refetch()}
          />
        ) : (
          props.children(contract.data, me.data?.isCareportEmployee ?? false)
        )}
      </Page>
    </Stack>
  );
}
