import type { SignatureStep, SignatureUserType } from '@careport/domain';
import {
  formatDate,
  formatTime,
  isNotSigningOffered,
  isPrivatePayment,
  isSwitchBackToInsuranceOffered,
  preselectedServiceIds,
  SIGNATURE_STEPS,
  signerToWire,
} from '@careport/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useLocale } from '../../../../../lib/i18n';
import type { FulfilBooking } from '../../api/get-fulfil-booking';
import { useFulfilBookingMutation } from '../../api/fulfil-booking';
import { useUploadBookingImage } from '../../api/upload-booking-image';
import { useBookingServices } from '../../api/get-booking-services';
import { fulfilPaths } from '../../fulfil-paths';
import { BookingSummary } from '../booking-summary';
import { useFulfilErrorMessage } from '../fulfil-error';
import { SignatureStep as SignatureStepView } from '../signature/signature-step';
import { ConfirmDateStep } from './confirm-date-step';
import type { FlowState, SigningWay } from './flow-state';
import { afterSignature, CARE_RECEIVER_SIGNS, flowReducer, initialFlowState } from './flow-state';
import { NoSignatureStep, SignerChoice, signerOf } from './signer-choice';
import { PrivatePaymentStep } from './private-payment-step';
import { SummaryStep } from './summary-step';

/**
 * spec 1 §2 Fulfil booking, the employee's six-step signature flow, routed as spec 1 §4 says
 * (the rules are the domain's). The step comes from the URL; what the steps decided lives here.
 */
export function SignatureFlow(props: {
  booking: FulfilBooking;
  step: SignatureStep;
  onFulfilled: (way: SigningWay) => void;
  /**
   * Where the flow starts. spec 1 §4's routing reaches step 4 only for private payment and
   * household help on a first booking, for which 'not signing' is not offered; tests start
   * here to show that branch all the same.
   */
  initialState?: FlowState;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { booking, step } = props;
  const [state, dispatch] = useReducer(
    flowReducer,
    booking,
    (start) => props.initialState ?? initialFlowState(start),
  );
  const upload = useUploadBookingImage();
  const fulfil = useFulfilBookingMutation();
  const fulfilErrorMessage = useFulfilErrorMessage();
  const services = useBookingServices();
  // Issue 14 who signed: the step 3 form's errors show once 'next' was pressed.
  const [showSignerErrors, setShowSignerErrors] = useState(false);
  const signerDraft = state.signer ?? CARE_RECEIVER_SIGNS;
  // Issue 14: a choice that swaps the step's layout keeps the keyboard's place (SignerChoice).
  const [isSignerLayoutSwapped, setIsSignerLayoutSwapped] = useState(false);
  const setSignerDraft = (next: typeof signerDraft) => {
    if ((next.kind === 'nobody') !== (signerDraft.kind === 'nobody')) {
      setIsSignerLayoutSwapped(true);
    }
    dispatch({ type: 'setSigner', signer: next });
  };
  const signer = signerOf(signerDraft);

  // A step opened by URL before its turn (or after a reload) starts the flow again.
  if (!state.reached.includes(step)) {
    return <Navigate to={fulfilPaths.step(booking.bookingId, 1)} replace />;
  }

  const goTo = (next: SignatureStep) => {
    dispatch({ type: 'reach', step: next });
    void navigate(fulfilPaths.step(booking.bookingId, next));
  };
  const back = () => void navigate(-1);

  const submit = async (way: SigningWay): Promise<string | null> => {
    try {
      await fulfil.mutateAsync({
        bookingId: booking.bookingId,
        body: {
          start_date: booking.startDate,
          end_date: booking.endDate,
          // spec 1 §5: two fixed service ids, household versus other payment.
          main_service_ids: preselectedServiceIds(state.paymentMethod),
          other_service_description: '',
          payment_method: state.paymentMethod,
          // Issue 14: who signed (the digital way only) and the device's time, for the proof.
          ...(way === 'digital' && signer !== null ? signerToWire(signer) : {}),
          documented_at_device: new Date().toISOString(),
        },
      });
      props.onFulfilled(way);
      return null;
    } catch (error) {
      return fulfilErrorMessage(error);
    }
  };

  const sign = (userType: SignatureUserType) => async (image: string) => {
    if (userType === 1 && signer === null) {
      setShowSignerErrors(true);
      return t('proof.SIGNER_CHECK');
    }
    try {
      await upload.mutateAsync({ bookingId: booking.bookingId, kind: userType, image });
    } catch (error) {
      console.error('Signature upload failed', error);
      return t('errors.SIGNATURE_UPLOAD_FAILED');
    }
    const next = afterSignature(state, userType);
    if (next.kind === 'submit') return submit('digital');
    goTo(next.step);
    return null;
  };

  const serviceId = preselectedServiceIds(state.paymentMethod)[0];
  const preselectedServiceName =
    services.data?.find((service) => service.id === serviceId)?.label[locale] ?? '';
  const times = {
    date: formatDate(booking.startDate),
    start: formatTime(booking.startDate),
    end: formatTime(booking.endDate),
  };
  // Issue 14: the way on for whoever cannot draw in the area, named as its control is.
  const nobodySigns = { legend: t('proof.SIGNER_LEGEND'), nobody: t('proof.SIGNER_NOBODY') };
  const paysPrivatelyNow =
    isPrivatePayment(state.paymentMethod) && !isPrivatePayment(state.originalPaymentMethod);

  const stepView = () => {
    switch (step) {
      case 1:
        return (
          <ConfirmDateStep
            editHref={fulfilPaths.edit(booking.bookingId)}
            onConfirm={() => goTo(2)}
          />
        );
      case 2:
        return (
          <SummaryStep
            bookingId={booking.bookingId}
            state={state}
            dispatch={dispatch}
            serviceLabel={preselectedServiceName}
            isSubmitting={fulfil.isPending}
            submitError={fulfil.isError ? fulfilErrorMessage(fulfil.error) : null}
            onSubmitPaper={() => void submit('paper')}
            onStartSigning={() => goTo(3)}
            onBack={back}
          />
        );
      case 3:
        if (signerDraft.kind === 'nobody') {
          return (
            <NoSignatureStep
              draft={signerDraft}
              showErrors={showSignerErrors}
              onChange={setSignerDraft}
              isFocusedOnMount={isSignerLayoutSwapped}
              onBack={back}
              onContinue={() => {
                // Issue 14: nobody signs for the customer: the caregiver signs alone (step 6).
                if (signer === null) setShowSignerErrors(true);
                else goTo(6);
              }}
            />
          );
        }
        return (
          <SignatureStepView
            key={3}
            title={t('signature.STEP_3')}
            declaration={t('fulfil.CONFIRMATION_DECLARATION', times)}
            onSign={sign(1)}
            onBack={back}
            withoutPointer={t('signature.NO_POINTER_CUSTOMER', nobodySigns)}
            extraActions={
              <SignerChoice
                draft={signerDraft}
                showErrors={showSignerErrors}
                onChange={setSignerDraft}
                isFocusedOnMount={isSignerLayoutSwapped}
              />
            }
          />
        );
      case 4:
        return (
          <SignatureStepView
            key={4}
            title={t('signature.STEP_4')}
            declaration={t('fulfil.ASSIGNMENT_DECLARATION')}
            onSign={sign(2)}
            onBack={back}
            withoutPointer={
              isNotSigningOffered(state.paymentMethod)
                ? t('signature.NO_POINTER_ASSIGNMENT', { notSigning: t('signature.NOT_SIGNING') })
                : t('signature.NO_POINTER_GO_BACK', nobodySigns)
            }
            extraActions={
              isNotSigningOffered(state.paymentMethod) && (
                <Button variant="light" color="orange" onClick={() => goTo(5)}>
                  {t('signature.NOT_SIGNING')}
                </Button>
              )
            }
          />
        );
      case 5:
        return (
          <PrivatePaymentStep
            onAgree={() => {
              dispatch({ type: 'answerWarning', answer: 'agree' });
              void navigate(fulfilPaths.step(booking.bookingId, 6));
            }}
            onRefuse={() => {
              dispatch({ type: 'answerWarning', answer: 'refuse' });
              back();
            }}
          />
        );
      case 6:
        return (
          <SignatureStepView
            key={6}
            title={t('signature.STEP_6')}
            declaration={t('fulfil.CAREGIVER_DECLARATION')}
            onSign={sign(3)}
            onBack={back}
            withoutPointer={t('signature.NO_POINTER_CAREGIVER', {
              paper: t('signature.WAY_PAPER'),
            })}
            extraActions={
              isSwitchBackToInsuranceOffered(state.originalPaymentMethod, state.paymentMethod) && (
                <Stack gap="xs">
                  <Alert color="orange">{t('fulfil.PAYS_PRIVATELY')}</Alert>
                  <Button
                    variant="light"
                    onClick={() => {
                      dispatch({ type: 'switchBackToInsurance' });
                      void navigate(fulfilPaths.step(booking.bookingId, 4));
                    }}
                  >
                    {t('signature.SWITCH_BACK_TO_INSURANCE')}
                  </Button>
                </Stack>
              )
            }
          />
        );
    }
  };

  return (
    <Stack gap="lg">
      <BookingSummary
        booking={booking}
        paymentMethod={state.paymentMethod}
        isCompact={step === 3 || step === 4 || step === 6}
      />
      <Stack gap="md" component="section" aria-labelledby="fulfil-step-title">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('fulfil.STEP_OF', { step, total: SIGNATURE_STEPS.length })}
          </Text>
          <Title order={2} fz="h3" id="fulfil-step-title">
            {t(`signature.STEP_${step}`)}
          </Title>
        </Stack>
        {paysPrivatelyNow && step !== 6 && step !== 5 && (
          <Text size="sm" c="orange.8">
            {t('fulfil.PAYS_PRIVATELY')}
          </Text>
        )}
        {step === 4 && signer?.kind === 'representative' && (
          <Text size="sm">
            {t('proof.SIGNS_AS', {
              name: signer.name,
              role: t(`proof.signerRole.${signer.role}`),
            })}
          </Text>
        )}
        {stepView()}
      </Stack>
    </Stack>
  );
}
