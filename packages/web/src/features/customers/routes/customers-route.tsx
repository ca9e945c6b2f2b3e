import { countOpenProposals, formatBadgeCount } from '@careport/domain';
import { Badge, Stack, Tabs, VisuallyHidden } from '@mantine/core';
import { IconInbox, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useNow } from '../../../components/use-now';
import { useListedContracts } from '../api/get-contracts';
import { useListedProposals } from '../api/get-proposals';
import { CustomerList } from '../components/customer-list';
import { EmptyState } from '../components/empty-state';
import { ListSkeleton } from '../components/list-skeleton';
import { ProposalCard } from '../components/proposal-card';

type Section = 'proposals' | 'customers';

function readSection(value: string | null): Section {
  return value === 'customers' ? 'customers' : 'proposals';
}

function ProposalsSection(props: { now: Date }) {
  const { t } = useTranslation();
  const proposals = useListedProposals(props.now);
  if (proposals.isPending) return <ListSkeleton />;
  if (proposals.isError) {
    return (
      <LoadError
        message={t('customers.PROPOSALS_LOAD_ERROR')}
        error={proposals.error}
        onRetry={() => void proposals.refetch()}
      />
    );
  }
  if (proposals.data.length === 0) {
    return (
      <EmptyState
        icon={<IconInbox size={24} stroke={1.6} />}
        title={t('customers.PROPOSALS_EMPTY_TITLE')}
      >
        {t('customers.PROPOSALS_EMPTY')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {proposals.data.map((proposal) => (
        <li key={proposal.serviceRequestId}>
          <ProposalCard proposal={proposal} now={props.now} />
        </li>
      ))}
    </Stack>
  );
}

function CustomersSection() {
  const { t } = useTranslation();
  const contracts = useListedContracts();
  if (contracts.isPending) return <ListSkeleton />;
  if (contracts.isError) {
    return (
      <LoadError
        message={t('customers.CUSTOMERS_LOAD_ERROR')}
        error={contracts.error}
        onRetry={() => void contracts.refetch()}
      />
    );
  }
  if (contracts.data.length === 0) {
    return (
      <EmptyState
        icon={<IconUsers size={24} stroke={1.6} />}
        title={t('customers.CUSTOMERS_EMPTY_TITLE')}
      >
        {t('customers.CUSTOMERS_EMPTY')}
      </EmptyState>
    );
  }
  return <CustomerList contracts={contracts.data} />;
}

/** spec 1 §2 Customer area (/customers): 'my proposals' and 'my customers'. */
export function CustomersRoute() {
  const { t } = useTranslation();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const section = readSection(searchParams.get('tab'));
  // The same list the proposals section shows; its badge counts the open ones only (spec 1 §2).
  const proposals = useListedProposals(now);
  const openCount = proposals.data ? countOpenProposals(proposals.data, now) : 0;

  return (
    <Page title={t('shell.NAV_CUSTOMERS')}>
      <Tabs
        value={section}
        onChange={(value) =>
          setSearchParams(value === 'customers' ? { tab: 'customers' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('customers.TABS_LABEL')} grow mb="md">
          <Tabs.Tab
            value="proposals"
            rightSection={
              openCount > 0 ? (
                <Badge size="sm" circle={openCount < 10} color="amber" aria-hidden>
                  {formatBadgeCount(openCount)}
                </Badge>
              ) : undefined
            }
          >
            {t('customers.TAB_PROPOSALS')}
            {openCount > 0 && (
              <VisuallyHidden>
                {`, ${t('shell.OPEN_PROPOSALS', { count: openCount, badge: formatBadgeCount(openCount) })}`}
              </VisuallyHidden>
            )}
          </Tabs.Tab>
          <Tabs.Tab value="customers">{t('customers.TAB_CUSTOMERS')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="proposals">
          <ProposalsSection now={now} />
        </Tabs.Panel>
        <Tabs.Panel value="customers">
          <CustomersSection />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
