import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fulfilPaths } from '../../fulfil-paths';

/** spec 1 §2 Survey: the thank-you after the three steps. */
export function SurveyThanks({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <ThemeIcon color="teal" size={64} radius="xl" variant="light" aria-hidden>
        <IconHeart size={36} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {t('fulfil.THANKS_TITLE')}
      </Title>
      <Text>{t('fulfil.THANKS_TEXT')}</Text>
      <Stack gap="sm" w="100%" maw={360}>
        <Button component={Link} to={fulfilPaths.diary()}>
          {t('fulfil.TO_DIARY')}
        </Button>
        <Button component={Link} to={fulfilPaths.booking(bookingId)} variant="default">
          {t('fulfil.BACK_TO_BOOKING')}
        </Button>
      </Stack>
    </Stack>
  );
}
