import type { Signer, SignerKind, SignerRole } from '@careport/domain';
import {
  NO_SIGNATURE_REASONS,
  representativeFormSchema,
  SIGNER_KINDS,
  SIGNER_ROLES,
} from '@careport/domain';
import { Alert, Button, Card, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../../../lib/field-error';
import type { SignerDraft } from './flow-state';

const KIND_LABEL = {
  care_receiver: 'proof.SIGNER_CARE_RECEIVER',
  representative: 'proof.SIGNER_REPRESENTATIVE',
  nobody: 'proof.SIGNER_NOBODY',
} as const satisfies Record<SignerKind, string>;

/** The signer the fulfil call reports, or null while the form lacks what its kind needs. */
export function signerOf(draft: SignerDraft): Signer | null {
  switch (draft.kind) {
    case 'care_receiver':
      return { kind: 'care_receiver' };
    case 'representative': {
      const parsed = representativeFormSchema.safeParse({ name: draft.name, role: draft.role });
      return parsed.success ? { kind: 'representative', ...parsed.data } : null;
    }
    case 'nobody':
      return draft.reason === '' ? null : { kind: 'nobody', reason: draft.reason };
  }
}

/**
 * Issue 14 who signed, at step 3: the care receiver (as before), someone signing for them (name
 * and relationship, required), or nobody (the caregiver picks a reason and signs alone).
 */
export function SignerChoice(props: {
  draft: SignerDraft;
  showErrors: boolean;
  onChange: (draft: SignerDraft) => void;
  /**
   * Issue 14: choosing 'nobody' (or leaving it) swaps the step's layout, which mounts this
   * choice anew; the chosen answer then takes the focus the old one had, or a keyboard user
   * would be thrown back to the top of the page.
   */
  isFocusedOnMount?: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { draft } = props;
  const cardRef = useRef<HTMLDivElement>(null);
  const isFocusedOnMount = useRef(props.isFocusedOnMount === true);
  useEffect(() => {
    if (!isFocusedOnMount.current) return;
    cardRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, []);
  const set = (patch: Partial<SignerDraft>) => props.onChange({ ...draft, ...patch });
  // The name by the rule the server applies: missing shows once 'next' was tried; too long at
  // once, since the text stays whole to be shortened instead of being cut (issue 16 §2).
  const checkedName = representativeFormSchema.shape.name.safeParse(draft.name);
  const nameIssue = checkedName.success ? undefined : checkedName.error.issues[0]?.message;
  const nameError =
    nameIssue !== undefined && (props.showErrors || draft.name.trim() !== '')
      ? fieldError(nameIssue)
      : null;
  const roleError =
    props.showErrors && draft.role === '' ? t('validation.VALIDATION_REQUIRED') : null;
  // A card of its own: the step's grey ground is too pale for the fields' red error text.
  return (
    <Card withBorder padding="md" radius="md" ref={cardRef}>
      <Stack gap="sm">
        <Radio.Group
          label={t('proof.SIGNER_LEGEND')}
          value={draft.kind}
          onChange={(value) => set({ kind: value })}
        >
          <Stack gap="xs" mt="xs">
            {SIGNER_KINDS.map((kind) => (
              <Radio key={kind} value={kind} label={t(KIND_LABEL[kind])} />
            ))}
          </Stack>
        </Radio.Group>
        {draft.kind === 'representative' && (
          <>
            <TextInput
              label={t('proof.SIGNER_NAME')}
              required
              value={draft.name}
              autoComplete="off"
              error={nameError}
              onChange={(event) => set({ name: event.currentTarget.value })}
            />
            <NativeSelect
              label={t('proof.SIGNER_ROLE')}
              required
              value={draft.role}
              error={roleError}
              onChange={(event) => set({ role: event.currentTarget.value as SignerRole | '' })}
              data={[
                { value: '', label: t('proof.SIGNER_ROLE_PLACEHOLDER'), disabled: true },
                ...SIGNER_ROLES.map((role) => ({
                  value: role,
                  label: t(`proof.signerRole.${role}`),
                })),
              ]}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Issue 14: nobody can sign for the customer's side: a reason, then on to the caregiver's step. */
export function NoSignatureStep(props: {
  draft: SignerDraft;
  showErrors: boolean;
  isFocusedOnMount?: boolean;
  onChange: (draft: SignerDraft) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { draft } = props;
  return (
    <Stack gap="md">
      <SignerChoice
        draft={draft}
        showErrors={props.showErrors}
        onChange={props.onChange}
        isFocusedOnMount={props.isFocusedOnMount}
      />
      <Card withBorder padding="md" radius="md">
        <Radio.Group
          label={t('proof.NO_SIGNATURE_REASON')}
          required
          value={draft.reason}
          error={
            props.showErrors && draft.reason === '' ? t('proof.NO_SIGNATURE_REASON_REQUIRED') : null
          }
          onChange={(value) => props.onChange({ ...draft, reason: value })}
        >
          <Stack gap="xs" mt="xs" mb="xs">
            {NO_SIGNATURE_REASONS.map((reason) => (
              <Radio key={reason} value={reason} label={t(`proof.noSignatureReason.${reason}`)} />
            ))}
          </Stack>
        </Radio.Group>
      </Card>
      <Alert color="orange" variant="light">
        <Text size="sm">{t('proof.NO_SIGNATURE_HINT')}</Text>
      </Alert>
      <Stack gap="xs">
        <Button onClick={props.onContinue}>{t('proof.NO_SIGNATURE_CONTINUE')}</Button>
        <Button variant="subtle" onClick={props.onBack}>
          {t('fulfil.BACK')}
        </Button>
      </Stack>
    </Stack>
  );
}
