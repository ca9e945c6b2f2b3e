import { Alert, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { paths } from '../../../lib/paths';
import { isProposalGone, useProposal } from '../api/get-proposal';
import { ListSkeleton } from '../components/list-skeleton';
import { ProposalAnswer } from '../components/proposal-answer';
import { ProposalDetails } from '../components/proposal-details';

/** spec 1 §2 Proposal detail (/customers/proposals/{serviceRequestId}); a new_proposal push opens it. */
export function ProposalRoute() {
  const { t } = useTranslation();
  const { serviceRequestId = '' } = useParams();
  const proposal = useProposal(serviceRequestId);
  const me = useMe();
  const isEmployee = me.data?.isCareportEmployee ?? false;

  const content = (() => {
    if (proposal.isPending || me.isPending) return <ListSkeleton rows={4} />;
    if (proposal.isError && !isProposalGone(proposal.error)) {
      return (
        <LoadError
          message={t('customers.DETAIL_LOAD_ERROR')}
          error={proposal.error}
          onRetry={() => void proposal.refetch()}
        />
      );
    }
    // spec 1 §4: a null proposal (awarded to someone else, expired, declined) is unavailable.
    if (proposal.isError || proposal.data === null || proposal.data.status === 'DECLINED') {
      return (
        <Alert color="gray" variant="light" icon={<IconCalendarOff aria-hidden />} role="status">
          <Text fw={600}>{t('proposals.UNAVAILABLE_TITLE')}</Text>
          <Text fz="sm">{t('proposals.UNAVAILABLE_SUBTITLE')}</Text>
        </Alert>
      );
    }
    return (
      <>
        <ProposalDetails proposal={proposal.data} isEmployee={isEmployee} />
        <ProposalAnswer proposal={proposal.data} isEmployee={isEmployee} />
      </>
    );
  })();

  return (
    <Stack gap="xs">
      <BackLink to={paths.customers.getHref()} label={t('customers.BACK_TO_CUSTOMERS')} />
      <Page title={t('customers.PROPOSAL_TITLE')}>{content}</Page>
    </Stack>
  );
}
