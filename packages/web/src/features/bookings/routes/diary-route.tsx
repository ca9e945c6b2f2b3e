import type { DiaryTab } from '@careport/domain';
import {
  canAddBookings,
  countUndocumented,
  formatBadgeCount,
  isHiddenInBookingList,
  selectDiaryBookings,
} from '@careport/domain';
import { Badge, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { OnlineLinkButton, useOnlineOnly } from '../../../components/sync/online-only';
import { useMe } from '../../../lib/api/get-me';
import { wereFirstAnswersHandedOver } from '../../../lib/first-answers';
import { paths } from '../../../lib/paths';
import type { DiaryBooking } from '../api/get-diary-bookings';
import { useDiaryBookings } from '../api/get-diary-bookings';
import { DiaryEmptyState } from '../components/diary-empty-state';
import { DiaryList } from '../components/diary-list';
import { DiarySkeleton } from '../components/diary-skeleton';
import { EarlierBookings } from '../components/earlier-bookings';
import { LoadError } from '../../../components/load-error';
import { useNow } from '../../../components/use-now';

function readTab(value: string | null): DiaryTab {
  return value === 'past' ? 'past' : 'upcoming';
}

/** spec 1 §4: a declined first booking on an inactive contract is not listed. */
function listed(bookings: DiaryBooking[]): DiaryBooking[] {
  return bookings.filter(
    (booking) => !isHiddenInBookingList(booking, { isActive: booking.contractIsActive }),
  );
}

/** Whether the diary has been shown since the page loaded (see the deferred value below). */
let hasStarted = false;

/** spec 1 §2 Diary (/bookings): Upcoming and Past, grouped by month, with status labels. */
export function DiaryRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const bookings = useDiaryBookings();
  const now = useNow();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = readTab(searchParams.get('tab'));
  const isEmployee = me.data?.isCareportEmployee ?? false;
  // spec 1 §2, §6: hidden for employees, and until the role is known.
  const isAddShown = me.data !== undefined && canAddBookings({ isEmployee });
  const online = useOnlineOnly();

  // Issue 16: the diary's entries are built in a render of their own that React does in short
  // slices (a deferred value renders as a transition). The query's answer itself re-renders at
  // once and in one piece, and on a slow phone a long diary held the main thread for ~0.5 s.
  // `null` first on the app's start: the diary then mounts with its answer already there (kept on
  // the device, every day after the first), and the entries come in the deferred render too.
  // Coming back to the diary later they render at once, so the scroll position can be restored.
  // Over the server's rendered copy (issue 16) the entries come at once too: the first render
  // replaces that copy, and a skeleton in between would blink.
  const [initialValue] = useState(() =>
    hasStarted || wereFirstAnswersHandedOver() ? undefined : null,
  );
  const deferred = useDeferredValue<DiaryBooking[] | null | undefined>(bookings.data, initialValue);
  const data = deferred ?? undefined;
  useEffect(() => {
    hasStarted = true;
  }, []);
  const all = useMemo(() => (data ? listed(data) : []), [data]);
  const undocumented = useMemo(() => countUndocumented(all, now), [all, now]);
  const shown = useMemo(() => selectDiaryBookings(all, tab, now), [all, tab, now]);

  const content = (() => {
    // Pending, or answered and its deferred render still to come.
    if (data === undefined && !bookings.isError) return <DiarySkeleton />;
    // An older page that failed keeps the list; it says so at the list's end (EarlierBookings).
    if (bookings.isError && !bookings.isFetchNextPageError) {
      return (
        <LoadError
          message={t('diary.LOAD_ERROR')}
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      );
    }
    // Issue 43: only the last twelve months came; with older ones the diary is not empty.
    const hasEarlier = bookings.hasNextPage;
    if (all.length === 0 && !hasEarlier) return <DiaryEmptyState isEmployee={isEmployee} />;
    const earlier = tab === 'past' && hasEarlier && (
      <EarlierBookings
        isLoading={bookings.isFetchingNextPage}
        isError={bookings.isFetchNextPageError}
        onLoad={() => void bookings.fetchNextPage()}
      />
    );
    if (shown.length === 0) {
      return (
        <>
          <Text c="dimmed" py="md">
            {t(
              tab === 'upcoming'
                ? 'diary.EMPTY_UPCOMING'
                : hasEarlier
                  ? 'diary.EMPTY_PAST_RECENT'
                  : 'diary.EMPTY_PAST',
            )}
          </Text>
          {earlier}
        </>
      );
    }
    return (
      <>
        <DiaryList key={tab} bookings={shown} isEmployee={isEmployee} now={now} />
        {earlier}
      </>
    );
  })();

  return (
    <Page title={t('shell.NAV_BOOKINGS')}>
      {isAddShown && (
        <Stack gap={4} align="flex-end" mt={-8}>
          <OnlineLinkButton
            online={online}
            to={paths.newBooking.getHref()}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('diary.ADD_BOOKING')}
          </OnlineLinkButton>
          {online.reason}
        </Stack>
      )}
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(value === 'past' ? { tab: 'past' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('diary.TABS_LABEL')} grow mb="md">
          <Tabs.Tab value="upcoming">{t('bookings.TAB_UPCOMING')}</Tabs.Tab>
          <Tabs.Tab
            value="past"
            rightSection={
              undocumented > 0 ? (
                <Badge color="red" size="sm" circle={undocumented < 10} aria-hidden>
                  {formatBadgeCount(undocumented)}
                </Badge>
              ) : undefined
            }
          >
            {t('bookings.TAB_PAST')}
            {undocumented > 0 && (
              <VisuallyHidden>
                {`, ${t('shell.UNDOCUMENTED_BOOKINGS', {
                  count: undocumented,
                  badge: formatBadgeCount(undocumented),
                })}`}
              </VisuallyHidden>
            )}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">{content}</Tabs.Panel>
        <Tabs.Panel value="past">{content}</Tabs.Panel>
      </Tabs>
    </Page>
  );
}
