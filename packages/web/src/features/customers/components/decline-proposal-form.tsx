import type { CounterProposal, ProposalOutcome } from '@careport/domain';
import {
  PROPOSAL_DECLINE_OTHER_REASON,
  PROPOSAL_DECLINE_REASONS,
  counterProposalSchema,
  defaultCounterProposalInterval,
  isCounterProposalOffered,
  proposalDeclineFormSchema,
} from '@careport/domain';
import { Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonForm, ReasonTextField } from '../../../components/reason-form/reason-form';
import type { FieldErrors } from '../../../components/reason-form/use-field-errors';
import { errorsFromIssues, useFieldErrors } from '../../../components/reason-form/use-field-errors';
import { useDefinitionReasons } from '../../../lib/api/get-definition-reasons';
import { useDeclineProposal } from '../api/decline-proposal';
import type { CounterProposalDraft } from './counter-proposal-fields';
import { CounterProposalFields } from './counter-proposal-fields';

type Field = 'reasons' | 'otherText' | 'counterProposal' | 'counterProposalNote';

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
  const declining = useDeclineProposal(props.serviceRequestId);
  const [reasons, setReasons] = useState<string[]>([]);
  const [otherText, setOtherText] = useState('');
  const [draft, setDraft] = useState(initialDraft);
  const errors = useFieldErrors<Field>();
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
    const next: FieldErrors<Field> = errorsFromIssues(parsed.error?.issues ?? [], [
      'reasons',
      'otherText',
    ]);
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
    if (!errors.show(next) || !parsed.success) return;
    declining.mutate(
      { form: parsed.data, counterProposal },
      { onSuccess: (outcome) => props.onOutcome(outcome) },
    );
  };

  return (
    <ReasonForm
      onSubmit={submit}
      call={declining}
      // spec 1 §8: a proposal code other than the two treated as outcomes reads ERROR_RESPONSE.
      failure={
        declining.data?.kind === 'error' ? t('errors.ERROR_RESPONSE', declining.data.values) : null
      }
      backLabel={t('customers.BACK_TO_PROPOSAL')}
      onBack={props.onBack}
      submitLabel={t('customers.DECLINE_SUBMIT')}
      submitColor="red"
    >
      <Checkbox.Group
        label={t('customers.DECLINE_REASONS_LABEL')}
        description={t('customers.DECLINE_REASONS_HINT')}
        value={reasons}
        onChange={(value) => {
          setReasons(value);
          errors.clear('reasons');
        }}
        error={errors.of('reasons')}
        required
      >
        <Stack gap="sm" mt="xs">
          {reasonOptions.map((reason) => (
            <Checkbox key={reason.key} value={reason.key} label={reason.label} />
          ))}
        </Stack>
      </Checkbox.Group>
      {isOther && (
        <ReasonTextField
          label={t('customers.DECLINE_OTHER_LABEL')}
          value={otherText}
          onValue={setOtherText}
          errors={errors}
          field="otherText"
          required
        />
      )}
      {isCounterOffered && (
        <CounterProposalFields
          value={draft}
          onChange={(value) => {
            setDraft(value);
            errors.clear('counterProposal', 'counterProposalNote');
          }}
          error={errors.of('counterProposal')}
          noteError={errors.of('counterProposalNote')}
        />
      )}
    </ReasonForm>
  );
}
