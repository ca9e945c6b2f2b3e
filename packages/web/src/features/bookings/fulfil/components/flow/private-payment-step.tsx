import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * spec 1 §2 step 5, §4: the warning about private payment after declining to sign the
 * declaration. Agreeing makes the payment private (on to step 6); refusing goes back to step 4.
 */
export function PrivatePaymentStep(props: { onAgree: () => void; onRefuse: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
        {t('signature.PRIVATE_PAYMENT_WARNING')}
      </Alert>
      <Stack gap="sm">
        <Button onClick={props.onAgree}>{t('signature.PRIVATE_PAYMENT_AGREE')}</Button>
        <Button variant="default" onClick={props.onRefuse}>
          {t('signature.PRIVATE_PAYMENT_REFUSE')}
        </Button>
      </Stack>
    </Stack>
  );
}
