import type { CounterProposal, ProposalOutcome } from '@careport/domain';
import {
  PROPOSAL_DECLINE_OTHER_REASON,
  PROPOSAL_DECLINE_REASONS,
  counterProposalSchema,
  defaultCounterProposalInterval,
  isCounterProposalOffered,
  proposalDeclineFormSchema,
} from '@careport/domain';
import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { CountedTextField } from '../../../components/counted-text-field';
import { useTranslation } from 'react-i18next';
import { useDefinitionReasons } from '../../../lib/api/get-definition-reasons';
import { useErrorMessage } from '../../../lib/error-message';
import { useFieldError } from '../../../lib/field-error';
import { useDeclineProposal } from '../api/decline-proposal';
import type { CounterProposalDraft } from './counter-proposal-fields';
import { CounterProposalFields } from './counter-proposal-fields';

type Errors = {
  reasons?: string;
  otherText?: string;
  counterProposal?: string;
  counterProposalNote?: string;
};

function initialDraft(): CounterProposalDraft {
  const interval = defaultCounterProposalInterval(new Date());
  return { isOffered: false, start: interval.startDate, end: interval.endDate, note: '' };
}

/**
 * spec 1 §5 Proposal decline: at least one reason ('Please select at least one reason'); 'other'
 * needs a brief text ('Please add a brief reason for declining'), at most 100 characters. For
 * timing reasons another time may be offered (issue 10, beyond the spec).
 */
export function DeclineProposalForm(props: {
  serviceRequestId: string;
  onOutcome: (outcome: ProposalOutcome) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const errorMessage = useErrorMessage();
  const declining = useDeclineProposal(props.serviceRequestId);
  const [reasons, setReasons] = useState<string[]>([]);
  const [otherText, setOtherText] = useState('');
  const [draft, setDraft] = useState(initialDraft);
  const [errors, setErrors] = useState<Errors>({});
  const reasonOptions = useDefinitionReasons(
    '/definition/service-request/proposal-decline-reasons',
    PROPOSAL_DECLINE_REASONS,
    (key) => t(`definitions.proposal_decline_reason.${key}`),
  );
  const isOther = reasons.includes(PROPOSAL_DECLINE_OTHER_REASON);
  const isCounterOffered = isCounterProposalOffered(reasons);

  const submit = () => {
    const parsed = proposalDeclineFormSchema.safeParse({
      reasons,
      otherText: isOther ? otherText : '',
    });
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'reasons' || field === 'otherText') next[field] ??= issue.message;
      }
    }
    let counterProposal: CounterProposal | null = null;
    if (isCounterOffered && draft.isOffered) {
      const counter = counterProposalSchema.safeParse({
        start_date: draft.start.toISOString(),
        end_date: draft.end.toISOString(),
        note: draft.note,
      });
      if (counter.success) counterProposal = counter.data;
      for (const issue of counter.error?.issues ?? []) {
        if (issue.path[0] === 'note') next.counterProposalNote ??= issue.message;
        else next.counterProposal ??= issue.message;
      }
    }
    setErrors(next);
    const isCounterRefused =
      next.counterProposal !== undefined || next.counterProposalNote !== undefined;
    if (!parsed.success || isCounterRefused) return;
    declining.mutate(
      { form: parsed.data, counterProposal },
      { onSuccess: (outcome) => props.onOutcome(outcome) },
    );
  };

  const failure =
    declining.data?.kind === 'error'
      ? t('errors.ERROR_RESPONSE', declining.data.values)
      : declining.isError
        ? errorMessage(declining.error)
        : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Checkbox.Group
          label={t('customers.DECLINE_REASONS_LABEL')}
          description={t('customers.DECLINE_REASONS_HINT')}
          value={reasons}
          onChange={(value) => {
            setReasons(value);
            setErrors((current) => ({ ...current, reasons: undefined }));
          }}
          error={fieldError(errors.reasons)}
          required
        >
          <Stack gap="sm" mt="xs">
            {reasonOptions.map((reason) => (
              <Checkbox key={reason.key} value={reason.key} label={reason.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        {isOther && (
          <CountedTextField
            label={t('customers.DECLINE_OTHER_LABEL')}
            value={otherText}
            onChange={(event) => {
              setOtherText(event.currentTarget.value);
              setErrors((current) => ({ ...current, otherText: undefined }));
            }}
            error={fieldError(errors.otherText)}
            required
          />
        )}
        {isCounterOffered && (
          <CounterProposalFields
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setErrors((current) => ({
                ...current,
                counterProposal: undefined,
                counterProposalNote: undefined,
              }));
            }}
            error={fieldError(errors.counterProposal)}
            noteError={fieldError(errors.counterProposalNote)}
          />
        )}
        {failure !== null && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onBack}>
            {t('customers.BACK_TO_PROPOSAL')}
          </Button>
          <Button type="submit" color="red" loading={declining.isPending}>
            {t('customers.DECLINE_SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
