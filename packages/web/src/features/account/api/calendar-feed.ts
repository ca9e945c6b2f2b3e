import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useHttpClient } from '../../../lib/api-context';
import type { HttpClient } from '../../../lib/http-client';
import { accountQueryKeys } from './query-keys';

// Issue 14 the calendar feed: GET /caregiver-app/calendar-feed says whether a link exists (its
// secret is never shown again); POST makes a new one, which revokes the old.
const calendarFeedKey = () => [...accountQueryKeys.all, 'calendar-feed'] as const;

const statusSchema = z.object({
  data: z.object({ active: z.boolean(), created_at: z.iso.datetime().nullable() }),
});
const linkSchema = z.object({ data: z.object({ url: z.url(), created_at: z.iso.datetime() }) });

export type CalendarFeedStatus = { isActive: boolean; createdAt: string | null };

async function getCalendarFeed(client: HttpClient): Promise<CalendarFeedStatus> {
  const reply = await client.request<unknown>({ path: '/caregiver-app/calendar-feed' });
  const { data } = statusSchema.parse(reply);
  return { isActive: data.active, createdAt: data.created_at };
}

async function createCalendarLink(client: HttpClient): Promise<{ url: string; createdAt: string }> {
  const reply = await client.request<unknown>({
    path: '/caregiver-app/calendar-feed',
    method: 'POST',
    json: {},
  });
  const { data } = linkSchema.parse(reply);
  return { url: data.url, createdAt: data.created_at };
}

export function useCalendarFeed() {
  const client = useHttpClient();
  return useQuery({ queryKey: calendarFeedKey(), queryFn: () => getCalendarFeed(client) });
}

export function useNewCalendarLink() {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarLink(client),
    onSuccess: (link) => {
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey(), {
        isActive: true,
        createdAt: link.createdAt,
      });
    },
  });
}
