// Issue 16 "Speed of the first screen", signed in: a first visit to the diary without the app's
// service worker (nothing kept on the device) painted nothing until ~365 KB of scripts had run and
// the diary's answer had come. The page's small script (public/signed-in-copy.js) now sends the
// session's bearer token, as every API call does, and the server answers the diary rendered here
// with the answers it was made from; the app's first render takes those answers over
// (lib/first-answers.ts) and replaces the copy with the same screen. The answers are read with the
// app's own requests, through `fetch` (the server's own API), so the copy can show nothing the app
// would not.
import type { Locale, ReminderOnDevice } from '@careport/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ShellFrame } from '../app/shell/shell-layout';
import { DiaryRoute } from '../features/bookings/routes/diary-route';
import { firstDiaryData, getDiaryBookings } from '../features/bookings/api/get-diary-bookings';
import { bookingQueryKeys } from '../features/bookings/api/query-keys';
import { ARRIVAL_AFTER_ACTION } from '../features/bookings/components/arrival-after-action';
import type { ReminderStoredState } from '../features/bookings/components/reminder-storage';
import {
  isClosedOn,
  ReminderStoredStateContext,
} from '../features/bookings/components/reminder-storage';
import { getBadgeCounts, badgeCountsQueryKey } from '../lib/api/get-badge-counts';
import { getMe, meQueryKey } from '../lib/api/get-me';
import { parseAppConfig } from '../lib/app-config';
import type { FirstAnswers } from '../lib/first-answers';
import { createHttpClient } from '../lib/http-client';
import type { FetchFunction } from '../lib/http-send';
import { paths } from '../lib/paths';
import { createSessionStore, SESSION_STORAGE_KEY } from '../lib/session';
import { CopyFrame, copyI18n } from './copy-frame';

/** The signed-in screens rendered here. */
export const SIGNED_IN_SCREEN_PATHS: readonly string[] = [paths.bookings.path];

/** One token, held in memory: the server's copy of the session the request came with. */
function requestSession(accessToken: string) {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
    removeItem: (key: string) => values.delete(key),
  } as unknown as Storage; // only the three methods the session store uses
  storage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      accessToken,
      refreshToken: null,
      // Never refreshed here: a refused token is the page's cue to let the app start as before.
      expiresAt: Date.now() + 60 * 60 * 1000,
      tokenType: 'Bearer',
    }),
  );
  return createSessionStore(storage);
}

/**
 * The screen at `pathname` for the caregiver whose token it is, with the answers it shows, or null
 * for a path without a signed-in copy or a configuration the app would not accept. A refused token
 * rejects with the client's ApiError.
 */
export async function renderSignedInScreen(options: {
  pathname: string;
  /** The page address's query (the diary's tab). */
  search?: string;
  locale: Locale;
  appConfig: unknown;
  accessToken: string;
  fetch: FetchFunction;
  reminder: ReminderOnDevice;
}): Promise<{ html: string; firstAnswers: FirstAnswers } | null> {
  const config = parseAppConfig(options.appConfig);
  if (!SIGNED_IN_SCREEN_PATHS.includes(options.pathname) || !config) return null;
  const client = createHttpClient({
    baseUrl: config.apiBaseUrl,
    clientId: config.oauthClientId,
    clientSecret: config.oauthClientSecret,
    session: requestSession(options.accessToken),
    fetch: options.fetch,
  });
  const [me, bookings, badges] = await Promise.all([
    getMe(client),
    getDiaryBookings(client, new Date()),
    getBadgeCounts(client),
  ]);
  const answers = [
    { queryKey: meQueryKey, data: me },
    { queryKey: bookingQueryKeys.list, data: firstDiaryData(bookings) },
    { queryKey: badgeCountsQueryKey, data: badges },
  ];
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: false } },
  });
  for (const { queryKey, data } of answers) queryClient.setQueryData(queryKey, data);

  const i18n = await copyI18n(options.locale);
  const { reminder } = options;
  const stored: ReminderStoredState = {
    hideUntil: () => reminder.hideUntil,
    wasClosedOn: (_caregiverId, locationKey) =>
      isClosedOn(reminder.closedAt, locationKey, () => reminder.isReload),
  };
  const router = createMemoryRouter(
    [{ element: <ShellFrame />, children: [{ path: options.pathname, element: <DiaryRoute /> }] }],
    {
      initialEntries: [
        {
          pathname: options.pathname,
          search: options.search ?? '',
          state: reminder.isAfterAction ? ARRIVAL_AFTER_ACTION : null,
          key: reminder.locationKey,
        },
      ],
    },
  );
  const { prelude } = await prerender(
    <CopyFrame i18n={i18n} config={config} client={client}>
      <QueryClientProvider client={queryClient}>
        <ReminderStoredStateContext value={stored}>
          <RouterProvider router={router} />
        </ReminderStoredStateContext>
      </QueryClientProvider>
    </CopyFrame>,
    // One piece: a large boundary (the reminder) would otherwise come as a hidden segment with a
    // script to move it in place, and the page inserts the copy as inert HTML (scripts never run).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    html: await new Response(prelude).text(),
    firstAnswers: { owner: me.caregiverId, answers },
  };
}
