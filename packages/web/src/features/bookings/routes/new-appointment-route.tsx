import { canAddBookings, defaultBookingInterval } from '@careport/domain';
import { Alert, Card, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useMe } from '../../../lib/api/get-me';
import { paths } from '../../../lib/paths';
import { useActiveContracts } from '../api/get-contracts';
import { WithheldContracts } from '../components/withheld-contracts';
import { useDiaryBookings } from '../api/get-diary-bookings';
import { AppointmentForm } from '../components/appointment-form';
import { BackLink } from '../../../components/back-link';
import { CustomerPicker } from '../components/customer-picker';
import { DiarySkeleton } from '../components/diary-skeleton';
import { LoadError } from '../../../components/load-error';

/** spec 1 §2 /bookings/new (contractId and an optional title): add one or 4 weekly appointments. */
export function NewAppointmentRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const me = useMe();
  const contracts = useActiveContracts();
  const bookings = useDiaryBookings();
  // spec 1 §5: the default start is now rounded to 15 minutes, the length 1 hour.
  const [initial] = useState(() => defaultBookingInterval(new Date()));
  const title = searchParams.get('title')?.trim() || t('diary.NEW_TITLE');
  const wantedContractId = searchParams.get('contractId');

  const body = (() => {
    if (me.isPending || contracts.isPending) return <DiarySkeleton />;
    // spec 1 §6: employees cannot add bookings (the server refuses too).
    if (me.data !== undefined && !canAddBookings({ isEmployee: me.data.isCareportEmployee })) {
      return <Alert color="gray">{t('diary.EMPLOYEE_CANNOT_ADD')}</Alert>;
    }
    if (contracts.isError) {
      return (
        <LoadError
          message={t('diary.CUSTOMERS_LOAD_ERROR')}
          error={contracts.error}
          onRetry={() => void contracts.refetch()}
        />
      );
    }
    const { pickable, withheld } = contracts.data;
    if (pickable.length === 0) {
      return withheld.length === 0 ? (
        <Alert color="gray">{t('diary.NO_CUSTOMERS')}</Alert>
      ) : (
        <WithheldContracts withheld={withheld} />
      );
    }
    const contractId = pickable.some((contract) => contract.contractId === wantedContractId)
      ? wantedContractId
      : null;
    return (
      <>
        <Card withBorder padding="lg" radius="md">
          <AppointmentForm
            mode={{ kind: 'create' }}
            initial={{ contractId, ...initial }}
            renderCustomer={(field) => <CustomerPicker contracts={pickable} {...field} />}
            existingBookings={bookings.data}
            onSaved={(result) => {
              notifications.show({
                color: 'teal',
                message: t('diary.CREATED_NOTICE', { count: result.savedCount }),
              });
              void navigate(paths.bookings.getHref());
            }}
            onCancel={() => void navigate(paths.bookings.getHref())}
          />
        </Card>
        <WithheldContracts withheld={withheld} />
      </>
    );
  })();

  return (
    <Stack gap="xs">
      <BackLink to={paths.bookings.getHref()} />
      <Page title={title}>{body}</Page>
    </Stack>
  );
}
