import { formatDate, formatTime } from '@careport/domain';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useOpenProposals } from '../api/get-open-proposals';

/** At most this many on the dashboard; the customers screen lists them all. */
const SHOWN = 5;

/** spec 2 §2 Dashboard: the open proposals as a list, each opening its detail. */
export function OpenProposals(props: { now: Date }) {
  const { t } = useTranslation();
  const proposals = useOpenProposals(props.now);
  const open = proposals.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="open-proposals">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="open-proposals">
          {t('dashboard.OPEN_PROPOSALS')}
        </Title>
        {proposals.isPending && <Skeleton height={48} aria-label={t('shell.LOADING')} />}
        {proposals.isError && <Text c="red">{t('dashboard.OPEN_PROPOSALS_ERROR')}</Text>}
        {proposals.isSuccess && open.length === 0 && (
          <Text>{t('dashboard.OPEN_PROPOSALS_NONE')}</Text>
        )}
        {open.length > 0 && (
          <Text>{t('dashboard.OPEN_PROPOSALS_COUNT', { count: open.length })}</Text>
        )}
        {open.length > 0 && (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {open.slice(0, SHOWN).map((proposal) => (
              <li key={proposal.serviceRequestId}>
                <Anchor component={Link} to={paths.proposal.getHref(proposal.serviceRequestId)}>
                  {proposal.careReceiver
                    ? `${proposal.careReceiver.name.firstName} ${proposal.careReceiver.name.lastName}, ${proposal.careReceiver.address.city}`
                    : t('dashboard.OPEN_PROPOSAL_UNNAMED')}
                </Anchor>
                <Text fz="sm" c="dimmed">
                  {t('customers.EXPIRES_AT', {
                    date: formatDate(proposal.expiresAt),
                    time: formatTime(proposal.expiresAt),
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {open.length > 0 && (
          <Group>
            <Button component={Link} to={paths.customers.getHref()}>
              {t('dashboard.SHOW_PROPOSALS')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
