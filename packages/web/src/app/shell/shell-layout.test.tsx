import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { noStats } from '../../test/stats-answer';
import { sessionStore } from '../../lib/session';
import { json, signIn, testClient } from '../../test/fake-server';
import type { RecordedCall } from '../../test/fake-server';
import { meAnswer } from '../../test/me-answer';
import { renderRoutes } from '../../test/render';
import { warmUpAppChunks } from '../../test/warm-up';
import { appRoutes, patchSignedInRoutes } from '../router';

// The shell and the screens are lazy chunks: transform them once, before the timed finds.
beforeAll(warmUpAppChunks, 30_000);

const NOW = Date.now();
const hoursFromNow = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

function counts(openProposals: number, undocumented: number) {
  return {
    data: {
      allProposals: [
        ...Array.from({ length: openProposals }, (_, i) => ({
          serviceRequestId: `open-${i}`,
          status: 'OPEN',
          expiresAt: hoursFromNow(24),
        })),
        { serviceRequestId: 'declined', status: 'DECLINED', expiresAt: hoursFromNow(24) },
        // Accepted: listed, awaiting the customer, but not counted (spec 1 §2: open only).
        { serviceRequestId: 'accepted', status: 'ACCEPTED', expiresAt: hoursFromNow(24) },
        { serviceRequestId: 'expired', status: 'OPEN', expiresAt: hoursFromNow(-1) },
      ],
      allBookings: [
        ...Array.from({ length: undocumented }, (_, i) => ({
          bookingId: `past-${i}`,
          status: 'CREATED',
          endDate: hoursFromNow(-2),
        })),
        { bookingId: 'documented', status: 'FULFILLED', endDate: hoursFromNow(-3) },
        { bookingId: 'upcoming', status: 'CREATED', endDate: hoursFromNow(5) },
      ],
    },
  };
}

function server(openProposals: number, undocumented: number) {
  return (call: RecordedCall) => {
    if (call.url === '/caregiver-app/me') return json(200, meAnswer());
    // The diary's own list (and its reminder) is tested with the bookings feature.
    if (call.url === '/graphql' && call.body?.includes('query DiaryBookings')) {
      return json(200, { data: { allBookings: [], earlierUndocumented: [], earliest: [] } });
    }
    // The dashboard's own cards are tested with the dashboard feature.
    if (call.url === '/graphql' && call.body?.includes('query Dashboard')) {
      return json(200, { data: { caregiverStats: noStats, allBookings: [] } });
    }
    if (call.url === '/graphql') return json(200, counts(openProposals, undocumented));
    if (call.url === '/auth/revoke') return json(200, { status: 200, data: { revoked: true } });
    return json(404, { status: 404, errorCode: 'NOT_FOUND' });
  };
}

// The setup's stand-in (test/setup.ts), a plain function: kept to put back after each test.
const phoneMatchMedia = window.matchMedia.bind(window);

/** From here on the window is as wide as a desktop's (the md breakpoint, 48em, matches). */
function atDesktopWidth() {
  window.matchMedia = (query: string) => ({
    ...phoneMatchMedia(query),
    matches: query === '(min-width: 48em)',
  });
}

afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

async function renderShell(path: string, openProposals = 3, undocumented = 120) {
  await signIn();
  const fake = await testClient(server(openProposals, undocumented));
  const view = renderRoutes(appRoutes, {
    patchRoutesOnNavigation: patchSignedInRoutes,
    client: fake.client,
    initialEntries: [path],
  });
  // The area's code loads lazily; the shell shows with it.
  await screen.findByRole('heading', { level: 1 });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

/**
 * The session ended on /account: signs in again and checks the account shows the caregiver from a new
 * answer of the server, not from the last session's cache (spec 2 §4).
 */
async function expectNextSessionToAskAgain(calls: RecordedCall[]) {
  const meCalls = () => calls.filter((call) => call.url === '/caregiver-app/me').length;
  const before = meCalls();
  await signIn();
  expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
  expect(await within(screen.getByRole('main')).findByText('anna@careport.example')).toBeVisible();
  expect(meCalls()).toBeGreaterThan(before);
}

describe('the logged-in shell (spec 2 §2)', () => {
  it('the side menu has Dashboard, Kunden, Kalender, Konto and Abmelden', async () => {
    atDesktopWidth();
    await renderShell('/');
    // At this width the phone's header and tabs are not built (issue 16: a smaller first commit).
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Schnellzugriff' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      expect.stringMatching(/^Kunden/),
      expect.stringMatching(/^Kalender/),
      'Konto',
    ]);
    expect(within(menu).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The caregiver's name heads the menu (GET /caregiver-app/me).
    expect(await screen.findByText('Anna Schneider')).toBeInTheDocument();
  });

  it('the bottom tabs show the open proposals and the undocumented bookings, 99+ above 99', async () => {
    await renderShell('/');
    const tabs = screen.getByRole('navigation', { name: 'Schnellzugriff' });
    const customers = await within(tabs).findByRole('link', {
      name: 'Kunden, 3 offene Vorschläge',
    });
    expect(customers).toHaveTextContent('3');
    const diary = within(tabs).getByRole('link', {
      name: 'Kalender, 99+ Termine noch nicht dokumentiert',
    });
    expect(diary).toHaveTextContent('99+');
    expect(within(tabs).getByRole('link', { name: 'Konto' })).toHaveAttribute('href', '/account');
  });

  it('shows no badge when nothing is open', async () => {
    await renderShell('/', 0, 0);
    const tabs = screen.getByRole('navigation', { name: 'Schnellzugriff' });
    expect(await within(tabs).findByRole('link', { name: 'Kunden' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Kalender' })).not.toHaveTextContent(/\d/);
  });

  it('on a phone the side menu is built only when the burger opens it (issue 16)', async () => {
    const { user } = await renderShell('/bookings');
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Hauptmenü' })).toBeInTheDocument();
  });

  it('the burger opens the menu as a slide-in on phones', async () => {
    const { user } = await renderShell('/customers');
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const drawer = await screen.findByRole('dialog');
    // It stays open until a link is chosen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = within(drawer).getByRole('navigation', { name: 'Hauptmenü' });
    expect(within(menu).getByRole('link', { name: /^Kunden/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(menu).getByRole('link', { name: 'Konto' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeInTheDocument();
  });

  it('the diary area shows the diary', async () => {
    await renderShell('/bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalender' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Anstehend' })).toBeInTheDocument();
  });

  it('keeps the frame marked as resizing after it mounts (issue 16: no restyle of the whole screen)', async () => {
    await renderShell('/bookings');
    const frame = document.querySelector('.mantine-AppShell-root');
    expect(frame).toHaveAttribute('data-resizing');
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(frame as Element, { attributeFilter: ['data-resizing'] });
    // Longer than Mantine's transition (200 ms), after which it would unmark the frame.
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(frame).toHaveAttribute('data-resizing');
  });

  it('logout clears the tokens and the cached data and shows the login', async () => {
    const { user, calls, router } = await renderShell('/account');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('anna@careport.example')).toBeVisible();
    expect(within(main).getByText('Anna Schneider')).toBeVisible();
    expect(screen.getByText('App-Version: test-revision')).toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem('careport:caregiver:session')).toBeNull();
    expect(calls.some((call) => call.url === '/auth/revoke')).toBe(true);

    // A sign-out on purpose: the next sign-in starts at home, not on the last caregiver's page
    // (record 0124), and without the last session's data: the account asks the server again.
    const meCalls = () => calls.filter((call) => call.url === '/caregiver-app/me').length;
    const before = meCalls();
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Schnellzugriff' })).getByRole('link', {
        name: 'Konto',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeVisible();
    expect(
      await within(screen.getByRole('main')).findByText('anna@careport.example'),
    ).toBeVisible();
    expect(meCalls()).toBeGreaterThan(before);
  });
});

describe('the end of a session (spec 2 §4)', () => {
  it('a session ended elsewhere (another tab, a failed refresh) leaves no data for the next', async () => {
    const { calls, router } = await renderShell('/account');
    expect(await within(screen.getByRole('main')).findByText('Anna Schneider')).toBeVisible();

    sessionStore.clear();
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    await expectNextSessionToAskAgain(calls);
    // A session that ended by itself returns to the page that was open (spec 2 §6).
    expect(router.state.location.pathname).toBe('/account');
  });
});

describe('routes (spec 2 §2, §6)', () => {
  it('an unauthenticated visitor goes to the login, then back to the wanted page', async () => {
    const fake = await testClient(server(0, 0));
    const { router } = renderRoutes(appRoutes, {
      patchRoutesOnNavigation: patchSignedInRoutes,
      client: fake.client,
      initialEntries: ['/bookings'],
    });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/bookings' });
  });

  it.each([
    ['/home', '/'],
    ['/profile', '/account'],
    ['/profile/availability', '/account/availability'],
    ['/reset-password', '/request-password-reset'],
    ['/bookings/open', '/bookings'],
    ['/bookings/done', '/bookings'],
    ['/bookings/proposals?serviceRequestId=abc-123', '/customers/proposals/abc-123'],
  ])('rewrites the legacy path %s to %s', async (legacy, current) => {
    await signIn();
    const fake = await testClient(server(0, 0));
    const { router } = renderRoutes(appRoutes, {
      patchRoutesOnNavigation: patchSignedInRoutes,
      client: fake.client,
      initialEntries: [legacy],
    });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(current);
  });

  it('an unknown path inside the app says so', async () => {
    await renderShell('/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
  });
});
