import {
  areCustomerTabsShown,
  canAddBookings,
  canAddFollowUpAppointments,
  collaborationEndsOn,
  formatDate,
} from '@careport/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { LoadError } from '../../../components/load-error';
import { Page } from '../../../components/page';
import { OnlineLinkButton, useOnlineOnly } from '../../../components/sync/online-only';
import { useNow } from '../../../components/use-now';
import { useMe } from '../../../lib/api/get-me';
import { useAppConfig } from '../../../lib/app-config';
import { paths } from '../../../lib/paths';
import type { ContractDetail } from '../api/contract-fields';
import { isContractNotFound, useContract } from '../api/get-contract';
import { CareReceiverSection } from '../components/care-receiver-section';
import { ConfirmationChoices } from '../components/confirmation-choices';
import { ContractNotFound } from '../components/contract-not-found';
import { FirstAppointmentBox } from '../components/first-appointment-box';
import { FirstBookingStatusBar } from '../components/first-booking-status-bar';
import { FirstCallReminder } from '../components/first-call-reminder';
import { fullName } from '../components/format-customer';
import { ListSkeleton } from '../components/list-skeleton';
import { PricingSection, StatsSection } from '../components/pricing-section';
import { ScheduleDetails } from '../components/schedule-details';
import { SectionCard } from '../components/section-card';
import { ServiceDocumentationEntry } from '../components/service-documentation-entry';
import { ServiceList } from '../components/service-list';

function CustomerDetail(props: { contract: ContractDetail; isEmployee: boolean; now: Date }) {
  const { t } = useTranslation();
  const { featureFlags } = useAppConfig();
  const { contract, isEmployee, now } = props;
  const endsOn = collaborationEndsOn(contract);
  const request = contract.serviceRequest;
  const isAddShown = canAddBookings({ isEmployee }) && canAddFollowUpAppointments(contract);
  const online = useOnlineOnly();
  return (
    <Stack gap="sm">
      {!contract.isActive ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('customers.COLLABORATION_ENDED')}
        </Alert>
      ) : (
        endsOn !== null && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t('customers.COLLABORATION_ENDS', { date: formatDate(endsOn) })}
          </Alert>
        )
      )}
      {contract.isActive && contract.confirmationStatus !== 'PENDING' && (
        <Text c="dimmed" fz="sm">
          {t(`customers.CONFIRMATION_STATUS_${contract.confirmationStatus}`)}
        </Text>
      )}
      <FirstBookingStatusBar contract={contract} now={now} />
      <FirstCallReminder contract={contract} isEmployee={isEmployee} now={now} />
      <FirstAppointmentBox
        contract={contract}
        isEmployee={isEmployee}
        flags={featureFlags}
        now={now}
      />
      <ConfirmationChoices contract={contract} isEmployee={isEmployee} now={now} />
      {isAddShown && (
        <Stack gap={4}>
          <OnlineLinkButton
            online={online}
            to={paths.newBooking.getHref({ contractId: contract.contractId })}
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            variant="light"
          >
            {t('customers.ADD_APPOINTMENT')}
          </OnlineLinkButton>
          {online.reason}
        </Stack>
      )}
      <CareReceiverSection
        contract={contract}
        showTabs={areCustomerTabsShown(contract.careReceiver)}
      />
      <SectionCard title={t('customers.SERVICES')}>
        <ServiceList services={request?.subServices ?? []} />
        {request?.description && (
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.description}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t('customers.SCHEDULE')}>
        <ScheduleDetails schedule={request?.schedule ?? null} />
      </SectionCard>
      {!isEmployee && contract.pricing !== null && <PricingSection pricing={contract.pricing} />}
      <StatsSection stats={contract.stats} isEmployee={isEmployee} />
      <ServiceDocumentationEntry contract={contract} />
    </Stack>
  );
}

/** spec 1 §2 Customer detail (/customers/{contractId}); a contract_was_created push opens it. */
export function CustomerRoute() {
  const { t } = useTranslation();
  const { contractId = '' } = useParams();
  const contract = useContract(contractId);
  const me = useMe();
  const now = useNow();

  if (contract.isError && isContractNotFound(contract.error)) return <ContractNotFound />;
  const title = contract.data
    ? fullName(contract.data.careReceiver.name)
    : t('customers.CUSTOMER_TITLE');
  return (
    <Stack gap="xs">
      <BackLink
        to={paths.customers.getHref({ tab: 'customers' })}
        label={t('customers.BACK_TO_CUSTOMERS')}
      />
      <Page title={title}>
        {contract.isPending || me.isPending ? (
          <ListSkeleton rows={4} />
        ) : contract.isError ? (
          <LoadError
            message={t('customers.DETAIL_LOAD_ERROR')}
            error={contract.error}
            onRetry={() => void contract.refetch()}
          />
        ) : (
          <CustomerDetail
            contract={contract.data}
            isEmployee={me.data?.isCareportEmployee ?? false}
            now={now}
          />
        )}
      </Page>
    </Stack>
  );
}
