import { Button, Card, List, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { Page } from '../../../components/page';
import { paths } from '../../../lib/paths';

/** spec 2 §2 /customers/service-documentation-how-to/: the how-to and the template (PDF). */
export function HowToRoute() {
  const { t } = useTranslation();
  const title = t('finance.HOW_TO_TEMPLATE_TITLE');
  return (
    <Stack gap="xs">
      <BackLink
        to={paths.customers.getHref({ tab: 'customers' })}
        label={t('customers.BACK_TO_CUSTOMERS')}
      />
      <Page title={t('finance.HOW_TO_TITLE')}>
        <Card withBorder radius="md" padding="lg">
          <List type="ordered" spacing="sm">
            <List.Item>{t('finance.HOW_TO_STEP_1')}</List.Item>
            <List.Item>{t('finance.HOW_TO_STEP_2')}</List.Item>
            <List.Item>{t('finance.HOW_TO_STEP_3')}</List.Item>
            <List.Item>{t('finance.HOW_TO_STEP_4')}</List.Item>
          </List>
        </Card>
        <Text size="sm" c="dimmed">
          {t('finance.SD_UPLOAD_HINT')}
        </Text>
        <Button
          component={Link}
          to={paths.customersPdf.getHref({
            url: paths.serviceDocumentationTemplate.getHref(),
            title,
          })}
          leftSection={<IconFileTypePdf size={20} aria-hidden />}
          w="fit-content"
          size="md"
        >
          {t('finance.HOW_TO_TEMPLATE')}
        </Button>
      </Page>
    </Stack>
  );
}
