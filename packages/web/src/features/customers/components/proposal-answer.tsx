import type { ProposalOutcome } from '@careport/domain';
import { canAnswerProposalByHand } from '@careport/domain';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OnlineLinkButton, useOnlineOnly } from '../../../components/sync/online-only';
import { useErrorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useAcceptProposal } from '../api/accept-proposal';
import type { ProposalItem } from '../api/proposal-fields';
import { useAutoAccept } from './use-auto-accept';

/**
 * spec 1 §2, §4: accept or decline by hand (independents), or the employee's auto-accept; an
 * accepted proposal says it awaits the customer. The server's codes are treated as spec 1 §4
 * says: already accepted → accepted, not found or invalid → declined (it is gone).
 */
export function ProposalAnswer(props: { proposal: ProposalItem; isEmployee: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { proposal } = props;
  const acceptance = useAcceptProposal(proposal.serviceRequestId);
  const online = useOnlineOnly();

  const onOutcome = useCallback(
    (outcome: ProposalOutcome) => {
      if (outcome.kind === 'declined') {
        notifications.show({ color: 'gray', message: t('customers.PROPOSAL_GONE') });
        void navigate(paths.customers.getHref(), { replace: true });
      }
    },
    [navigate, t],
  );
  const { mutate } = acceptance;
  const accept = useCallback(
    () => mutate(undefined, { onSuccess: onOutcome }),
    [mutate, onOutcome],
  );
  const secondsLeft = useAutoAccept({
    isEmployee: props.isEmployee,
    status: proposal.status,
    isAccepting: acceptance.isPending,
    accept,
  });

  const failure =
    acceptance.data?.kind === 'error'
      ? t('errors.ERROR_RESPONSE', acceptance.data.values)
      : acceptance.isError
        ? errorMessage(acceptance.error)
        : null;

  if (proposal.status === 'ACCEPTED') {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        <Text fw={600}>{t('customers.ACCEPTED_TITLE')}</Text>
        <Text fz="sm">{t('customers.ACCEPTED_MESSAGE')}</Text>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {canAnswerProposalByHand({ isEmployee: props.isEmployee }) ? (
        <>
          <Group grow>
            <OnlineLinkButton
              online={online}
              to={paths.declineProposal.getHref(proposal.serviceRequestId)}
              variant="default"
              size="md"
            >
              {t('customers.DECLINE')}
            </OnlineLinkButton>
            <Button
              size="md"
              onClick={accept}
              loading={acceptance.isPending}
              {...online.actionProps}
            >
              {t('customers.ACCEPT')}
            </Button>
          </Group>
          {online.reason}
        </>
      ) : (
        <Alert color="amber" variant="light" icon={<IconClockHour4 aria-hidden />}>
          <Group gap="xs" wrap="nowrap">
            {acceptance.isPending && <Loader size="xs" aria-hidden />}
            <Text fz="sm" aria-live="polite">
              {acceptance.isPending || secondsLeft === 0
                ? t('customers.AUTO_ACCEPTING')
                : secondsLeft === null
                  ? t('proposals.AUTO_ACCEPT_HINT')
                  : t('customers.AUTO_ACCEPT_COUNTDOWN', { count: secondsLeft })}
            </Text>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
