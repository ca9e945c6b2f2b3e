import { Alert, Button, Group, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PaperProofUpload } from '../paper/paper-proof-upload';
import type { FlowAction, FlowState } from './flow-state';

/**
 * spec 1 §2 step 2: the summary, with the switch between the classic way (a photo of the paper
 * proof, then documenting at once) and the digital way (on to the signatures). Issue 39, record
 * 0100: the paper way needs its photo (the server refuses BOOKING_PROOF_MISSING without it), so
 * documenting without one says so instead of asking to go on.
 */
export function SummaryStep(props: {
  bookingId: string;
  state: FlowState;
  dispatch: (action: FlowAction) => void;
  serviceLabel: string;
  isSubmitting: boolean;
  submitError: string | null;
  onSubmitPaper: () => void;
  onStartSigning: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { state, dispatch } = props;
  // The classic way's label is long: stacked on phones, side by side from the sm breakpoint.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  const [isPhotoMissing, setPhotoMissing] = useState(false);

  const submitPaper = () => {
    if (state.imageStatus === 'success') {
      setPhotoMissing(false);
      props.onSubmitPaper();
      return;
    }
    setPhotoMissing(true);
  };

  let body: ReactNode;
  if (state.way === 'paper') {
    body = (
      <PaperProofUpload
        bookingId={props.bookingId}
        status={state.imageStatus}
        preview={state.imagePreview}
        onUploaded={(preview) => dispatch({ type: 'imageUploaded', preview })}
        onFailed={() => dispatch({ type: 'imageFailed' })}
      />
    );
  } else {
    body = <Text>{t('fulfil.DIGITAL_HINT', { service: props.serviceLabel })}</Text>;
  }

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={600} id="signing-way-label">
          {t('fulfil.WAY_LABEL')}
        </Text>
        <SegmentedControl
          aria-labelledby="signing-way-label"
          fullWidth
          orientation={orientation}
          value={state.way}
          onChange={(value) =>
            dispatch({ type: 'chooseWay', way: value === 'paper' ? 'paper' : 'digital' })
          }
          data={[
            { value: 'digital', label: t('signature.WAY_DIGITAL') },
            { value: 'paper', label: t('signature.WAY_PAPER') },
          ]}
        />
      </Stack>
      {body}
      {state.way === 'paper' && isPhotoMissing && state.imageStatus !== 'success' && (
        <Alert color="red" role="alert">
          {t('errors.BOOKING_PROOF_MISSING')}
        </Alert>
      )}
      {props.submitError !== null && (
        <Alert color="red" role="alert">
          {props.submitError}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button variant="subtle" onClick={props.onBack}>
          {t('fulfil.BACK')}
        </Button>
        {state.way === 'paper' ? (
          <Button onClick={submitPaper} loading={props.isSubmitting}>
            {t('fulfil.SUBMIT')}
          </Button>
        ) : (
          <Button onClick={props.onStartSigning}>{t('fulfil.START_SIGNING')}</Button>
        )}
      </Group>
    </Stack>
  );
}
