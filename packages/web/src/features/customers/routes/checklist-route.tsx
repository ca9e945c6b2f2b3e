import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Checklist } from '../components/checklist';
import { ContractScreen } from '../components/contract-screen';

const FIRST_CALL_ITEMS = [
  'INTRODUCE',
  'NEEDS',
  'SERVICES',
  'DATE',
  'ACCESS',
  'PAYMENT',
  'CONFIRM',
] as const;
const FIRST_APPOINTMENT_ITEMS = [
  'ON_TIME',
  'GET_TO_KNOW',
  'SERVICES',
  'RHYTHM',
  'PROOF',
  'DOCUMENT',
] as const;

/** spec 1 §2 /customers/{contractId}/first-call-checklist, with the first-call guide (PDF). */
export function FirstCallChecklistRoute() {
  const { t } = useTranslation();
  return (
    <ContractScreen title={t('customers.FIRST_CALL_CHECKLIST')}>
      {(contract) => (
        <Stack gap="lg">
          <Checklist
            storageKey={`${contract.contractId}:first-call`}
            label={t('customers.FIRST_CALL_CHECKLIST')}
            items={FIRST_CALL_ITEMS.map((key) => ({
              key,
              label: t(`customers.FIRST_CALL_ITEMS.${key}`),
            }))}
          />
          {/* Record 0107: in the app's PDF reader; a new tab would leave the installed app. */}
          <Anchor
            component={Link}
            to={paths.customersPdf.getHref({
              url: paths.firstCallGuide.getHref(),
              title: t('customers.FIRST_CALL_GUIDE'),
            })}
          >
            <Group gap={6} wrap="nowrap">
              <IconFileTypePdf size={18} aria-hidden />
              {t('customers.FIRST_CALL_GUIDE')}
            </Group>
          </Anchor>
          {contract.firstBookingStatus === 'CREATED' && (
            <Button
              component={Link}
              to={paths.customerScreen.getHref(contract.contractId, 'first-booking-confirm')}
            >
              {t('customers.CONFIRM_TITLE')}
            </Button>
          )}
        </Stack>
      )}
    </ContractScreen>
  );
}

/** spec 1 §2 /customers/{contractId}/first-appointment-checklist. */
export function FirstAppointmentChecklistRoute() {
  const { t } = useTranslation();
  return (
    <ContractScreen title={t('customers.FIRST_APPOINTMENT_CHECKLIST')}>
      {(contract) => (
        <Checklist
          storageKey={`${contract.contractId}:first-appointment`}
          label={t('customers.FIRST_APPOINTMENT_CHECKLIST')}
          items={FIRST_APPOINTMENT_ITEMS.map((key) => ({
            key,
            label: t(`customers.FIRST_APPOINTMENT_ITEMS.${key}`),
          }))}
        />
      )}
    </ContractScreen>
  );
}
