import { formatDate, formatTime } from '@careport/domain';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ProposalItem } from '../api/proposal-fields';
import { fullName, useCareReceiverFacts } from './format-customer';
import classes from '../../../components/list-entry.module.css';

const SOON_MS = 6 * 3_600_000;

/** One listed proposal: who, where, its status and until when it can be answered. */
export function ProposalCard(props: { proposal: ProposalItem; now: Date }) {
  const { t } = useTranslation();
  const facts = useCareReceiverFacts();
  const { proposal } = props;
  const receiver = proposal.careReceiver;
  const isOpen = proposal.status === 'OPEN';
  const isExpiringSoon =
    isOpen && new Date(proposal.expiresAt).getTime() - props.now.getTime() < SOON_MS;
  return (
    <UnstyledButton
      component={Link}
      to={paths.proposal.getHref(proposal.serviceRequestId)}
      className={classes.entry}
    >
      <Card withBorder padding="sm" radius="md" className={classes.card}>
        <Group wrap="nowrap" gap="sm" align="center">
          <Stack gap={4} className={classes.text}>
            <Text fw={600} className={classes.name}>
              {receiver ? fullName(receiver.name) : t('customers.PROPOSAL_TITLE')}
            </Text>
            {receiver && (
              <Text fz="sm" c="dimmed">
                {[
                  ...facts(receiver),
                  `${receiver.address.postalCode} ${receiver.address.city}`,
                ].join(' · ')}
              </Text>
            )}
            <Group gap={6}>
              <Badge
                variant="light"
                color={isOpen ? 'amber' : 'teal'}
                radius="sm"
                tt="none"
                fw={600}
              >
                {t(isOpen ? 'customers.STATUS_OPEN' : 'customers.STATUS_ACCEPTED')}
              </Badge>
              {isExpiringSoon && (
                <Badge variant="light" color="red" radius="sm" tt="none" fw={600}>
                  {t('customers.EXPIRES_SOON')}
                </Badge>
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              {t('customers.EXPIRES_AT', {
                date: formatDate(proposal.expiresAt),
                time: formatTime(proposal.expiresAt),
              })}
            </Text>
          </Stack>
          <IconChevronRight size={20} stroke={1.6} aria-hidden className={classes.chevron} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}
