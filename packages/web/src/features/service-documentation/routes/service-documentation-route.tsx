import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import classes from '../../../components/list-entry.module.css';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { useLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useServiceDocumentation } from '../api/get-service-documentation';
import { monthLabel } from '../components/month-label';
import { PeriodStateBadge } from '../components/period-state-badge';

/** spec 2 §2 /customers/{contractId}/service-documentation/: the monthly periods and their state. */
export function ServiceDocumentationRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { contractId = '' } = useParams();
  const documentation = useServiceDocumentation(contractId);
  return (
    <Stack gap="xs">
      <BackLink to={paths.customer.getHref(contractId)} label={t('customers.BACK_TO_CUSTOMER')} />
      <Page title={t('finance.SD_TITLE')}>
        {documentation.isPending ? (
          <Stack gap="sm" aria-busy aria-label={t('shell.LOADING')}>
            <Skeleton height={64} radius="md" />
            <Skeleton height={64} radius="md" />
          </Stack>
        ) : documentation.isError ? (
          <LoadError
            message={t('customers.DETAIL_LOAD_ERROR')}
            error={documentation.error}
            onRetry={() => void documentation.refetch()}
          />
        ) : documentation.data === null ? (
          <Alert color="gray" variant="light">
            {t('finance.SD_NOT_NEEDED')}
          </Alert>
        ) : (
          <Stack gap="md">
            {documentation.data.isUploadMandatory && (
              <Alert color="blue" variant="light">
                {t('finance.SD_MANDATORY')}
              </Alert>
            )}
            <Anchor
              component={Link}
              to={paths.serviceDocumentationHowTo.getHref()}
              mih={44}
              display="inline-flex"
              w="fit-content"
              style={{ alignItems: 'center', gap: 6 }}
            >
              <IconHelpCircle size={18} aria-hidden />
              {t('finance.SD_HOW_TO_LINK')}
            </Anchor>
            {documentation.data.periods.length === 0 ? (
              <Text c="dimmed">{t('finance.SD_EMPTY')}</Text>
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {documentation.data.periods.map((period) => {
                  const label = monthLabel(period, locale);
                  return (
                    <li key={period.periodId}>
                      <UnstyledButton
                        component={Link}
                        to={paths.serviceDocumentationPeriod.getHref(contractId, period.periodId, {
                          title: label,
                        })}
                        className={classes.entry}
                      >
                        <Card withBorder radius="md" padding="md" className={classes.card}>
                          <Group wrap="nowrap" gap="sm">
                            <Stack gap={0} className={classes.text}>
                              <Text fw={600}>{label}</Text>
                              {period.lastUploadedFile && (
                                <Text size="sm" c="dimmed" className={classes.name}>
                                  {period.lastUploadedFile.filename}
                                </Text>
                              )}
                            </Stack>
                            <PeriodStateBadge state={period.state} />
                            <IconChevronRight
                              size={20}
                              stroke={1.6}
                              aria-hidden
                              className={classes.chevron}
                            />
                          </Group>
                        </Card>
                      </UnstyledButton>
                    </li>
                  );
                })}
              </Stack>
            )}
          </Stack>
        )}
      </Page>
    </Stack>
  );
}
