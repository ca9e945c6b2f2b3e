import { formatDate } from '@careport/domain';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ContractListItem } from '../api/contract-fields';
import { formatAddress, fullName } from './format-customer';
import classes from '../../../components/list-entry.module.css';

/** One customer (an active contract): the care receiver, the address, what is pending. */
export const CustomerCard = memo(function CustomerCard(props: { contract: ContractListItem }) {
  const { t } = useTranslation();
  const { contract } = props;
  const overdue =
    contract.serviceDocumentation?.periods.filter((period) => period.isOverdue).length ?? 0;
  return (
    <UnstyledButton
      component={Link}
      to={paths.customer.getHref(contract.contractId)}
      className={classes.entry}
    >
      <Card withBorder padding="sm" radius="md" className={classes.card}>
        <Group wrap="nowrap" gap="sm" align="center">
          <Stack gap={4} className={classes.text}>
            <Text fw={600} className={classes.name}>
              {fullName(contract.careReceiver.name)}
            </Text>
            <Text fz="sm" c="dimmed">
              {formatAddress(contract.careReceiver.address)}
            </Text>
            {(contract.firstBookingStatus === 'CREATED' ||
              contract.cancelationScheduledFor !== null ||
              overdue > 0) && (
              <Group gap={6}>
                {contract.firstBookingStatus === 'CREATED' && (
                  <Badge variant="light" color="gray" radius="sm" tt="none" fw={600}>
                    {t('firstBooking.STATUS_BAR_UNCONFIRMED')}
                  </Badge>
                )}
                {overdue > 0 && (
                  <Badge variant="light" color="red" radius="sm" tt="none" fw={600}>
                    {t('finance.SD_OVERDUE_BADGE', { count: overdue })}
                  </Badge>
                )}
                {contract.cancelationScheduledFor !== null && (
                  <Badge variant="light" color="red" radius="sm" tt="none" fw={600}>
                    {t('customers.ENDS_ON', {
                      date: formatDate(contract.cancelationScheduledFor),
                    })}
                  </Badge>
                )}
              </Group>
            )}
          </Stack>
          <IconChevronRight size={20} stroke={1.6} aria-hidden className={classes.chevron} />
        </Group>
      </Card>
    </UnstyledButton>
  );
});
