import { isFulfilled } from '@careport/domain';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import type { BookingDetail } from '../api/get-booking';
import { useRequestProofUrl } from '../api/request-proof-url';

/**
 * Issue 14: a documented booking's proof of service, opened in the PDF reader through a fresh
 * single-use download token on each tap.
 */
export function ProofOfServiceSection(props: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const proof = useRequestProofUrl(props.booking.bookingId);
  if (!isFulfilled(props.booking)) return null;
  const open = () =>
    proof.mutate(undefined, {
      onSuccess: (url) =>
        void navigate(paths.bookingsPdf.getHref({ url, title: t('proof.PROOF_TITLE') })),
    });
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
        <Button
          variant="default"
          leftSection={<IconFileCertificate size={20} aria-hidden />}
          loading={proof.isPending}
          onClick={open}
        >
          {t('proof.OPEN_PROOF')}
        </Button>
        {proof.isError && (
          <Alert color="red" role="alert" p="xs">
            {errorMessage(proof.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
