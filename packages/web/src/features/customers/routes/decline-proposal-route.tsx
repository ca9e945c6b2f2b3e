import type { ProposalOutcome } from '@careport/domain';
import { canAnswerProposalByHand } from '@careport/domain';
import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { paths } from '../../../lib/paths';
import { DeclineProposalForm } from '../components/decline-proposal-form';
import { ListSkeleton } from '../components/list-skeleton';

/** spec 1 §2 Decline a proposal (/customers/proposals/{serviceRequestId}/decline). */
export function DeclineProposalRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { serviceRequestId = '' } = useParams();
  const me = useMe();
  const back = paths.proposal.getHref(serviceRequestId);

  const onOutcome = (outcome: ProposalOutcome) => {
    if (outcome.kind !== 'declined') return;
    // spec 1 §4: declined (or gone on the server) leaves the list; back to the customer area.
    notifications.show({ color: 'teal', message: t('customers.DECLINED_NOTICE') });
    void navigate(paths.customers.getHref(), { replace: true });
  };

  return (
    <Stack gap="xs">
      <BackLink to={back} label={t('customers.BACK_TO_PROPOSAL')} />
      <Page title={t('customers.DECLINE_TITLE')}>
        {me.isPending ? (
          <ListSkeleton rows={2} />
        ) : canAnswerProposalByHand({ isEmployee: me.data?.isCareportEmployee ?? false }) ? (
          <DeclineProposalForm
            serviceRequestId={serviceRequestId}
            onOutcome={onOutcome}
            onBack={() => void navigate(back)}
          />
        ) : (
          // spec 1 §4, §6: employees cannot decline by hand.
          <Alert color="gray" variant="light">
            {t('proposals.AUTO_ACCEPT_HINT')}
          </Alert>
        )}
      </Page>
    </Stack>
  );
}
