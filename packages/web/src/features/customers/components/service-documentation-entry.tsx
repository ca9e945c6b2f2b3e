import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import type { ContractDetail } from '../api/contract-fields';
import classes from '../../../components/list-entry.module.css';
import { SectionCard } from './section-card';

/** spec 1 §2, spec 2 §2: the way to the contract's monthly service documentation. */
export function ServiceDocumentationEntry(props: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const periods = props.contract.serviceDocumentation?.periods ?? [];
  const count = periods.length;
  const overdue = periods.filter((period) => period.isOverdue).length;
  return (
    <SectionCard title={t('customers.SERVICE_DOCUMENTATION')}>
      <UnstyledButton
        component={Link}
        to={paths.customerScreen.getHref(props.contract.contractId, 'service-documentation')}
        className={classes.entry}
      >
        <Group wrap="nowrap" gap="sm">
          <IconFileText size={22} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
          <Stack gap={0} className={classes.text}>
            <Text fw={600}>
              {count === 0
                ? t('customers.SERVICE_DOCUMENTATION_NONE')
                : t('customers.SERVICE_DOCUMENTATION_ENTRY', { count })}
            </Text>
            {overdue > 0 && (
              <Text size="sm" c="red.8" fw={600}>
                {t('finance.SD_OVERDUE_BADGE', { count: overdue })}
              </Text>
            )}
          </Stack>
          <IconChevronRight size={20} stroke={1.6} aria-hidden className={classes.chevron} />
        </Group>
      </UnstyledButton>
    </SectionCard>
  );
}
