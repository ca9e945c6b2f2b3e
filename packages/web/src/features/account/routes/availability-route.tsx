import {
  formatDate,
  toDayDate,
  TRAVEL_DISTANCE_MAX_KM,
  TRAVEL_DISTANCE_MIN_KM,
} from '@careport/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { addDays } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useOnlineOnly } from '../../../components/sync/online-only';
import { useMe } from '../../../lib/api/get-me';
import { useErrorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { useAvailability, type Absence, type Availability } from '../api/get-availability';
import { useDeleteAbsence } from '../api/save-absence';
import { useSetBookedOut, useUpdateTravelDistance } from '../api/update-availability';
import { AbsenceForm } from '../components/absence-form';
import { AccountPage } from '../components/account-page';
import { QueryState } from '../components/query-state';

/** What each card's server-bound controls spread, offline (issue 39); the screen says why once. */
type Online = ReturnType<typeof useOnlineOnly>;

/** spec 2 §2 /account/availability (not for employees, spec 2 §6). */
export function AvailabilityRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const online = useOnlineOnly();
  const availability = useAvailability(me.data?.isCareportEmployee === false);
  if (me.data?.isCareportEmployee) return <Navigate to={paths.account.getHref()} replace />;
  return (
    <AccountPage title={t('account.AVAILABILITY_TITLE')}>
      <QueryState query={availability} rows={4}>
        {(data) => (
          <>
            {online.reason}
            <BookedOutCard bookedOut={data.bookedOut} online={online} />
            <AbsencesCard absences={data.absences} online={online} />
            <TravelDistanceCard travelDistance={data.travelDistance} online={online} />
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}

function BookedOutCard({
  bookedOut,
  online,
}: {
  bookedOut: Availability['bookedOut'];
  online: Online;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('profile-save');
  const setBookedOut = useSetBookedOut();
  const isAvailable = !bookedOut;
  return (
    <Card withBorder radius="md" padding="lg">
      <Switch
        size="md"
        checked={isAvailable}
        onChange={(event) => setBookedOut.mutate(!event.currentTarget.checked)}
        label={t('account.AVAILABLE_FOR_NEW_CUSTOMERS')}
        description={isAvailable ? t('account.AVAILABLE_HINT_ON') : t('account.AVAILABLE_HINT_OFF')}
        styles={{ label: { fontWeight: 600 } }}
        {...online.actionProps}
      />
      {setBookedOut.isError && (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {t('account.SAVE_ERROR', { message: errorMessage(setBookedOut.error) })}
        </Alert>
      )}
    </Card>
  );
}

function AbsencesCard({ absences, online }: { absences: Absence[]; online: Online }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('absence-save');
  const remove = useDeleteAbsence();
  // Which inline form is open: 'new', an absence's id, or none (spec 2 §4).
  const [editing, setEditing] = useState<string | null>(null);
  const periodOf = (absence: Absence) => ({
    from: formatDate(`${absence.from}T12:00:00Z`),
    to: formatDate(`${absence.to}T12:00:00Z`),
  });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="absences">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="h4" id="absences">
          {t('account.ABSENCES_TITLE')}
        </Title>
        {editing !== 'new' && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
            {...online.actionProps}
          >
            {t('account.ADD_ABSENCE')}
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {editing === 'new' && (
          <AbsenceForm
            initial={{
              from: toDayDate(new Date()),
              to: toDayDate(addDays(new Date(), 1)),
              reason: 'VACATION',
            }}
            onDone={() => setEditing(null)}
            online={online}
          />
        )}
        {absences.length === 0 && editing !== 'new' && (
          <Text c="dimmed">{t('account.ABSENCES_EMPTY')}</Text>
        )}
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('account.SAVE_ERROR', { message: errorMessage(remove.error) })}
          </Alert>
        )}
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {absences.map((absence) =>
            editing === absence.absenceId ? (
              <li key={absence.absenceId}>
                <AbsenceForm
                  absenceId={absence.absenceId}
                  initial={absence}
                  onDone={() => setEditing(null)}
                  online={online}
                />
              </li>
            ) : (
              <li key={absence.absenceId}>
                <Card withBorder radius="md" padding="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <div>
                      <Text fw={600}>{t('account.ABSENCE_PERIOD', periodOf(absence))}</Text>
                      <Text size="sm" c="dimmed">
                        {t(`labels.absenceReason.${absence.reason}`)}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={t('account.EDIT_ABSENCE_LABEL', periodOf(absence))}
                        onClick={() => setEditing(absence.absenceId)}
                        {...online.actionProps}
                      >
                        <IconPencil size={20} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('account.DELETE_ABSENCE', periodOf(absence))}
                        loading={remove.isPending && remove.variables === absence.absenceId}
                        onClick={() => remove.mutate(absence.absenceId)}
                        {...online.actionProps}
                      >
                        <IconTrash size={20} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Card>
              </li>
            ),
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** The slider saves once it rests this long: a keyboard burst or a drag is one request. */
const SAVE_DELAY_MS = 400;

/** spec 2 §2, §5: 'Maximale Entfernung zum Kunden', 1 to 30 km, saved when the slider rests. */
function TravelDistanceCard({
  travelDistance,
  online,
}: {
  travelDistance: number;
  online: Online;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage('profile-save');
  const update = useUpdateTravelDistance();
  // The value being chosen, until the server has it; otherwise the stored one shows.
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const value = draft ?? travelDistance;
  const save = (km: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (km === travelDistance) {
        setDraft(null);
        return;
      }
      update.mutate(km, { onSettled: () => setDraft(null) });
    }, SAVE_DELAY_MS);
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="distance">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h4" id="distance">
          {t('account.TRAVEL_DISTANCE_TITLE')}
        </Title>
        <Text fw={700} aria-hidden>
          {t('account.TRAVEL_DISTANCE_VALUE', { km: value })}
        </Text>
      </Group>
      <Slider
        min={TRAVEL_DISTANCE_MIN_KM}
        max={TRAVEL_DISTANCE_MAX_KM}
        step={1}
        value={value}
        onChange={setDraft}
        onChangeEnd={save}
        label={(km) => t('account.TRAVEL_DISTANCE_VALUE', { km })}
        thumbLabel={t('account.TRAVEL_DISTANCE_TITLE')}
        marks={[
          { value: TRAVEL_DISTANCE_MIN_KM, label: `${TRAVEL_DISTANCE_MIN_KM} km` },
          { value: TRAVEL_DISTANCE_MAX_KM, label: `${TRAVEL_DISTANCE_MAX_KM} km` },
        ]}
        mb="lg"
        {...online.actionProps}
      />
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('account.SAVE_ERROR', { message: errorMessage(update.error) })}
        </Alert>
      )}
    </Card>
  );
}
