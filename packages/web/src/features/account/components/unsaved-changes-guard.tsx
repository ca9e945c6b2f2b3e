import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The navigation state of leaving after the form's own save (useLeaveAfterSave). */
const AFTER_SAVE = { isAfterSave: true } as const;

const isAfterSave = (state: unknown) =>
  typeof state === 'object' && state !== null && 'isAfterSave' in state;

/**
 * Leaves the form after its save succeeded. Never asked about: the form may still hold its
 * values as changed (its answer refetched later, or normalised by the server), and on a slow
 * device the save's end may render before the navigation, so the guard no longer sees it saving.
 */
export function useLeaveAfterSave(): (href: string) => void {
  const navigate = useNavigate();
  return (href) => void navigate(href, { state: AFTER_SAVE });
}

/**
 * Issue 39: leaving an edit form with unsaved changes asks first, inside the app (React Router's
 * blocker) and on reload or closing the tab (the browser's own prompt). A save in flight is not
 * asked about: its success navigates away on purpose, before the form learns it is clean.
 */
export function UnsavedChangesGuard(props: { isDirty: boolean; isSaving: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLeaving = useRef(false);
  const isGuarded = props.isDirty && !props.isSaving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isLeaving.current &&
      isGuarded &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isAfterSave(nextLocation.state),
  );
  // The dialog closes (resetting the blocker) before it confirms, so leaving navigates anew.
  const leave = () => {
    if (blocker.location === undefined) return;
    isLeaving.current = true;
    void navigate(blocker.location);
  };

  useEffect(() => {
    if (!isGuarded) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isGuarded]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('account.LEAVE_UNSAVED_TITLE')}
      confirmLabel={t('account.LEAVE_UNSAVED_CONFIRM')}
      cancelLabel={t('account.LEAVE_UNSAVED_STAY')}
      confirmColor="red"
      onConfirm={leave}
      onClose={() => blocker.reset?.()}
    >
      <Text size="sm">{t('account.LEAVE_UNSAVED_TEXT')}</Text>
    </ConfirmDialog>
  );
}
