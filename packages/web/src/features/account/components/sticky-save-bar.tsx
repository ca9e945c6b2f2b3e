import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnlineOnly } from '../../../components/sync/online-only';

type OnlineOnly = ReturnType<typeof useOnlineOnly>;
import { useErrorMessage } from '../../../lib/error-message';
import classes from './sticky-save-bar.module.css';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/**
 * spec 2 §4: edit forms track whether they changed; save is enabled only then, and a sticky save
 * bar appears then. The form's own submit button is this bar's. Leaving with changes asks first.
 * Offline the save is disabled with the reason (issue 39): the changes stay until it is back.
 */
export function StickySaveBar(props: {
  isDirty: boolean;
  isSaving: boolean;
  error: unknown;
  onReset: () => void;
  /**
   * The screen's own, where it has more that needs the connection and says why once itself;
   * without it the bar says why.
   */
  online?: OnlineOnly;
}) {
  const { t } = useTranslation();
  // spec 2 §8: a failed profile save (record 0109).
  const errorMessage = useErrorMessage('profile-save');
  const own = useOnlineOnly();
  const online = props.online ?? own;
  return (
    <>
      <UnsavedChangesGuard isDirty={props.isDirty} isSaving={props.isSaving} />
      {props.error !== null && props.error !== undefined && (
        <Alert color="red" variant="light" role="alert">
          {t('account.SAVE_ERROR', { message: errorMessage(props.error) })}
        </Alert>
      )}
      {props.isDirty ? (
        <Card
          withBorder
          padding="sm"
          radius="md"
          className={classes.bar}
          role="region"
          aria-label={t('account.UNSAVED_CHANGES')}
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {t('account.UNSAVED_CHANGES')}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={props.onReset} disabled={props.isSaving}>
                {t('account.CANCEL')}
              </Button>
              <Button type="submit" loading={props.isSaving} {...online.actionProps}>
                {t('account.SAVE')}
              </Button>
            </Group>
          </Group>
          {props.online === undefined && own.reason}
        </Card>
      ) : (
        <Button type="submit" disabled w="fit-content">
          {t('account.SAVE')}
        </Button>
      )}
    </>
  );
}
