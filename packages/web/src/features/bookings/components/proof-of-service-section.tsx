import { isFulfilled } from '@careport/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OnlineLinkButton, useOnlineOnly } from '../../../components/sync/online-only';
import { paths } from '../../../lib/paths';
import type { BookingDetail } from '../api/get-booking';

/**
 * Issue 14, 39: a documented booking's proof of service, opened in the PDF reader, which fetches
 * it with a fresh single-use token each time it loads. Offline it says why it cannot open.
 */
export function ProofOfServiceSection(props: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const online = useOnlineOnly();
  if (!isFulfilled(props.booking)) return null;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="proof-of-service"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="proof-of-service">
          {t('proof.PROOF_TITLE')}
        </Title>
        <Text size="sm">{t('proof.PROOF_HINT')}</Text>
        <OnlineLinkButton
          online={online}
          to={paths.bookingProof.getHref(props.booking.bookingId)}
          variant="default"
          leftSection={<IconFileCertificate size={20} aria-hidden />}
        >
          {t('proof.OPEN_PROOF')}
        </OnlineLinkButton>
        {online.reason}
      </Stack>
    </Card>
  );
}
