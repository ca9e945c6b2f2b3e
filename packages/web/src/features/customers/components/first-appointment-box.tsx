import type { FeatureFlags } from '@careport/domain';
import {
  areFirstBookingAnswersOffered,
  formatDate,
  formatTime,
  formatWeekdayOrToday,
  isFirstBookingCancelationOffered,
} from '@careport/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconChecklist, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import type { ContractDetail } from '../api/contract-fields';
import { FirstCallButton } from './first-call-button';
import { SectionCard } from './section-card';

/** The first call, the checklists and the first-call guide (spec 1 §2 Customer detail). */
function FirstAppointmentLinks(props: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const { contractId } = props.contract;
  return (
    <Stack gap={6}>
      {props.contract.firstBooking === null && <FirstCallButton contract={props.contract} />}
      <Anchor
        component={Link}
        to={paths.customerScreen.getHref(contractId, 'first-call-checklist')}
      >
        <Group gap={6} wrap="nowrap">
          <IconChecklist size={18} aria-hidden style={{ flex: 'none' }} />
          {t('customers.FIRST_CALL_CHECKLIST')}
        </Group>
      </Anchor>
      <Anchor
        component={Link}
        to={paths.customerScreen.getHref(contractId, 'first-appointment-checklist')}
      >
        <Group gap={6} wrap="nowrap">
          <IconChecklist size={18} aria-hidden style={{ flex: 'none' }} />
          {t('customers.FIRST_APPOINTMENT_CHECKLIST')}
        </Group>
      </Anchor>
      {/* Record 0107: in the app's PDF reader; a new tab would leave the installed app. */}
      <Anchor
        component={Link}
        to={paths.customersPdf.getHref({
          url: paths.firstCallGuide.getHref(),
          title: t('customers.FIRST_CALL_GUIDE'),
        })}
      >
        <Group gap={6} wrap="nowrap">
          <IconFileTypePdf size={18} aria-hidden style={{ flex: 'none' }} />
          {t('customers.FIRST_CALL_GUIDE')}
        </Group>
      </Anchor>
    </Stack>
  );
}

/**
 * spec 1 §2, §4, §6 the first-appointment action boxes (never for employees): while unconfirmed,
 * confirm, 'not sure yet' or decline; with the feature flag, a confirmed one may be cancelled.
 */
export function FirstAppointmentBox(props: {
  contract: ContractDetail;
  isEmployee: boolean;
  flags: FeatureFlags;
  now: Date;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { contract } = props;
  const actor = { isEmployee: props.isEmployee };
  if (props.isEmployee || !contract.isActive) return null;
  const isAnswerOffered = areFirstBookingAnswersOffered(contract.firstBookingStatus, actor);
  const canCancelFirstBooking = isFirstBookingCancelationOffered(
    contract.firstBookingStatus,
    actor,
    props.flags,
  );
  // The checklists and the guide stay at hand until the first appointment's follow-ups are settled.
  const isLinksShown =
    contract.confirmationStatus === 'PENDING' && contract.firstBookingStatus !== 'DECLINED';
  if (!isAnswerOffered && !canCancelFirstBooking && !isLinksShown) return null;
  const first = contract.firstBooking;
  const pendingReason = contract.firstBookingConfirmationStatus?.reason ?? null;
  const screen = (
    name: 'first-booking-confirm' | 'first-booking-status' | 'first-booking-decline',
  ) => paths.customerScreen.getHref(contract.contractId, name);

  return (
    <SectionCard title={t('customers.FIRST_APPOINTMENT')}>
      <Text fw={600}>
        {first
          ? t('customers.FIRST_APPOINTMENT_AT', {
              weekday: formatWeekdayOrToday(first.startDate, props.now, locale),
              date: formatDate(first.startDate),
              start: formatTime(first.startDate),
              end: formatTime(first.endDate),
            })
          : t('customers.FIRST_APPOINTMENT_NONE')}
      </Text>
      {isAnswerOffered && pendingReason !== null && (
        <Text fz="sm" c="dimmed">
          {t('customers.FIRST_BOOKING_PENDING', {
            reason: t(`definitions.confirmation_status_update_reason.${pendingReason}`, {
              defaultValue: pendingReason,
            }),
          })}
        </Text>
      )}
      {isAnswerOffered && first && (
        <>
          <Text fz="sm">{t('customers.FIRST_BOOKING_ANSWER_TITLE')}</Text>
          <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
            <Button component={Link} to={screen('first-booking-confirm')}>
              {t('customers.FIRST_BOOKING_CONFIRM')}
            </Button>
            <Button component={Link} to={screen('first-booking-status')} variant="default">
              {t('customers.FIRST_BOOKING_UNSURE')}
            </Button>
            <Button
              component={Link}
              to={screen('first-booking-decline')}
              variant="default"
              color="red"
            >
              {t('customers.FIRST_BOOKING_DECLINE')}
            </Button>
          </Group>
        </>
      )}
      {canCancelFirstBooking && (
        <Button component={Link} to={screen('first-booking-decline')} variant="default" color="red">
          {t('customers.FIRST_BOOKING_CANCEL')}
        </Button>
      )}
      {isLinksShown && <FirstAppointmentLinks contract={contract} />}
    </SectionCard>
  );
}
