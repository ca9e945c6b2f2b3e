import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { useT } from '../../lib/i18n';
import { ProposalsTable } from './proposals-table';
import { ServiceRequestForm } from './service-request-form';

export function ServiceRequestsPage() {
  const { t } = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'new' ? 'new' : 'answers';
  return (
    <Page title={t('request.title')}>
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(value === 'new' ? { tab: 'new' } : {})}
      >
        <Tabs.List>
          <Tabs.Tab value="answers">{t('request.answersTab')}</Tabs.Tab>
          <Tabs.Tab value="new">{t('request.newTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="answers" pt="md">
          <ProposalsTable />
        </Tabs.Panel>
        <Tabs.Panel value="new" pt="md">
          {tab === 'new' && <ServiceRequestForm />}
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
