import { formatMonthHeading, groupBookingsByMonth } from '@careport/domain';
import { Stack, Title } from '@mantine/core';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { useLocale } from '../../../lib/i18n';
import { useOutbox, waitingBookingIds } from '../../../lib/offline/outbox';
import type { DiaryBooking } from '../api/get-diary-bookings';
import { DiaryEntry } from './diary-entry';

/** Entries rendered at once; the first month shows without waiting for the rest (issue 4 Speed). */
export const DIARY_RENDER_CHUNK = 40;

/**
 * Renders `count` entries, then more as the end of the list comes near: a caregiver with two
 * years of history (~1000 bookings) gets the first month painted at once.
 */
function useProgressiveCount(total: number): [number, (node: HTMLDivElement | null) => void] {
  const [count, setCount] = useState(DIARY_RENDER_CHUNK);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  const hasMore = count < total;

  useEffect(() => {
    if (!hasMore || sentinel === null) return;
    const grow = () => setCount((current) => current + DIARY_RENDER_CHUNK);
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(grow, 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) grow();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, sentinel, count]);

  return [Math.min(count, total), setSentinel];
}

/**
 * spec 1 §2 Diary: bookings grouped by month of their start, in the order given. Memoised: the
 * diary's urgent re-renders (a query's answer, before its deferred render) pass the same list.
 */
export const DiaryList = memo(function DiaryList(props: {
  bookings: DiaryBooking[];
  isEmployee: boolean;
  now: Date;
}) {
  const locale = useLocale();
  const [visibleCount, sentinelRef] = useProgressiveCount(props.bookings.length);
  const groups = groupBookingsByMonth(props.bookings.slice(0, visibleCount));
  const idPrefix = useId();
  const { entries } = useOutbox();
  const waiting = useMemo(() => waitingBookingIds(entries), [entries]);

  return (
    <Stack gap="lg">
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.month}`;
        return (
          <section key={group.month} aria-labelledby={headingId}>
            <Title order={2} fz="h4" id={headingId} mb="xs">
              {formatMonthHeading(group.month, locale)}
            </Title>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.bookings.map((booking) => (
                <li key={booking.bookingId}>
                  <DiaryEntry
                    booking={booking}
                    isEmployee={props.isEmployee}
                    now={props.now}
                    isWaitingToSend={waiting.has(booking.bookingId)}
                  />
                </li>
              ))}
            </Stack>
          </section>
        );
      })}
      {visibleCount < props.bookings.length && <div ref={sentinelRef} aria-hidden />}
    </Stack>
  );
});
