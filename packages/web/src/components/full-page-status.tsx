import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import classes from './full-page-status.module.css';

/** The start-up screen (spec 2 §2 /loading): the logo and a spinner. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p="md" className={classes.delayed}>
      <Stack align="center" gap="lg" role="status" aria-live="polite">
        <Brand size={48} />
        <Loader color="amber" aria-hidden />
        <Text c="dimmed">{t('shell.LOADING')}</Text>
      </Stack>
    </Center>
  );
}

/** A screen-filling failure with one way out. */
export function FullPageError(props: {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Brand size={48} />
        <Title order={1} fz="h2">
          {props.title}
        </Title>
        <Text role="alert">{props.message}</Text>
        <Button onClick={props.onAction}>{props.actionLabel}</Button>
      </Stack>
    </Center>
  );
}
