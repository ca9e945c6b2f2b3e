import { Alert, Button, Group, List, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useApi } from '../../lib/api-context';
import { addDays, formatDay, isDay, mondayOf, today } from '../../lib/dates';
import { useT } from '../../lib/i18n';
import type { BookingRow, CaregiverPage, Warning, Week } from '../../lib/types';
import { useCaregiverDetail } from '../../lib/queries';
import { WeekView } from './week-view';

type Mode = 'caregiver' | 'contract';

// The dialogs (their modal and fields) load when first opened: the week is the first paint.
const CreateBookingDialog = lazy(async () => ({
  default: (await import('./booking-dialogs')).CreateBookingDialog,
}));
const MoveBookingDialog = lazy(async () => ({
  default: (await import('./booking-dialogs')).MoveBookingDialog,
}));
const CancelBookingDialog = lazy(async () => ({
  default: (await import('./booking-dialogs')).CancelBookingDialog,
}));

function EmployeePicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (caregiverId: string | null) => void;
}) {
  const { t } = useT();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const employees = useQuery({
    queryKey: ['caregivers', 'employed', query],
    queryFn: ({ signal }) =>
      api.request<CaregiverPage>('/ops/caregivers', {
        query: { kind: 'employed', query, limit: 20 },
        signal,
      }),
  });
  const data = (employees.data?.caregivers ?? []).map((row) => ({
    value: row.id,
    label: `${row.lastName}, ${row.firstName}`,
  }));
  return (
    <Select
      label={t('planning.employee')}
      placeholder={t('planning.employeePlaceholder')}
      searchable
      clearable
      nothingFoundMessage={employees.isPending ? t('state.loading') : t('planning.noEmployees')}
      data={data}
      value={value}
      onChange={onChange}
      onSearchChange={setSearch}
      error={employees.isError ? t('planning.employeesError') : undefined}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

export function PlanningPage() {
  const { t, locale } = useT();
  const api = useApi();
  const [searchParams, setSearchParams] = useSearchParams();
  const caregiverId = searchParams.get('caregiver');
  const contractId = searchParams.get('contract');
  const fromParam = searchParams.get('from');
  const monday = mondayOf(isDay(fromParam) ? fromParam : today());
  const mode: Mode = contractId !== null ? 'contract' : 'caregiver';
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState<BookingRow | null>(null);
  const [cancelling, setCancelling] = useState<BookingRow | null>(null);
  const [warnings, setWarnings] = useState<Warning[]>([]);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    setSearchParams(next);
  };

  const detail = useCaregiverDetail(caregiverId);
  const contracts = (detail.data?.contracts ?? []).map((contract) => ({
    id: contract.id,
    label: `${contract.careReceiver.firstName} ${contract.careReceiver.lastName}`,
    ended: contract.status === 'ended',
  }));
  const weekPath =
    mode === 'contract' && contractId !== null
      ? `/ops/planning/contracts/${encodeURIComponent(contractId)}/week`
      : caregiverId !== null
        ? `/ops/planning/caregivers/${encodeURIComponent(caregiverId)}/week`
        : null;
  const week = useQuery({
    queryKey: ['week', weekPath, monday],
    queryFn: ({ signal }) => api.request<Week>(weekPath ?? '', { query: { from: monday }, signal }),
    enabled: weekPath !== null,
  });

  // An ended collaboration's weeks can be looked at, but nothing planned in them (the server
  // would answer CONTRACT_INACTIVE).
  const createContracts = contracts.filter(
    (contract) => !contract.ended && (mode !== 'contract' || contract.id === contractId),
  );

  return (
    <Page
      title={t('planning.title')}
      actions={
        <Button onClick={() => setCreating(true)} disabled={createContracts.length === 0}>
          {t('planning.create')}
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <EmployeePicker
          value={caregiverId}
          onChange={(id) => update({ caregiver: id, contract: null })}
        />
        <SegmentedControl
          aria-label={t('planning.mode')}
          value={mode}
          onChange={(value) => {
            if (value === 'caregiver') update({ contract: null });
            else update({ contract: contracts[0]?.id ?? null });
          }}
          disabled={contracts.length === 0}
          data={[
            { value: 'caregiver', label: t('planning.perEmployee') },
            { value: 'contract', label: t('planning.perCustomer') },
          ]}
        />
        {mode === 'contract' && (
          <Select
            label={t('planning.customer')}
            data={contracts.map((contract) => ({ value: contract.id, label: contract.label }))}
            value={contractId}
            onChange={(id) => update({ contract: id })}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
          />
        )}
      </Group>

      <Group gap="xs" wrap="wrap">
        <Button variant="default" size="xs" onClick={() => update({ from: addDays(monday, -7) })}>
          {t('planning.previousWeek')}
        </Button>
        <Button variant="default" size="xs" onClick={() => update({ from: null })}>
          {t('planning.thisWeek')}
        </Button>
        <Button variant="default" size="xs" onClick={() => update({ from: addDays(monday, 7) })}>
          {t('planning.nextWeek')}
        </Button>
        <Text size="sm" aria-live="polite">
          {t('planning.weekOf', {
            from: formatDay(monday, locale, true),
            to: formatDay(addDays(monday, 6), locale, true),
          })}
        </Text>
      </Group>

      {warnings.length > 0 && (
        <Alert
          color="orange"
          title={t('planning.warnings')}
          withCloseButton
          closeButtonLabel={t('action.close')}
          onClose={() => setWarnings([])}
          role="status"
        >
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={`${warning.code}-${warning.message}`}>
                {warning.message} ({warning.code})
              </List.Item>
            ))}
          </List>
        </Alert>
      )}

      {caregiverId === null ? (
        <EmptyState>{t('planning.pickEmployee')}</EmptyState>
      ) : week.isPending || detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : week.isError ? (
        <ErrorState error={week.error} onRetry={() => void week.refetch()} />
      ) : (
        <Stack gap="xs">
          {week.data.bookings.length === 0 && <EmptyState>{t('planning.weekEmpty')}</EmptyState>}
          <WeekView
            monday={monday}
            bookings={week.data.bookings}
            showCaregiver={mode === 'contract'}
            onMove={setMoving}
            onCancel={setCancelling}
          />
        </Stack>
      )}

      <Suspense fallback={null}>
        {creating && (
          <CreateBookingDialog
            opened
            onClose={() => setCreating(false)}
            contracts={createContracts}
            defaultDate={monday < today() ? today() : monday}
            onWarnings={setWarnings}
          />
        )}
        {moving && (
          <MoveBookingDialog
            booking={moving}
            onClose={() => setMoving(null)}
            onWarnings={setWarnings}
          />
        )}
        {cancelling && (
          <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
        )}
      </Suspense>
    </Page>
  );
}
