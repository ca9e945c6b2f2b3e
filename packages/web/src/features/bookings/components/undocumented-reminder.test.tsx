import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appRoutes, patchSignedInRoutes } from '../../../app/router';
import { signIn, testClient } from '../../../test/fake-server';
import { renderRoutes } from '../../../test/render';
import { warmUpAppChunks } from '../../../test/warm-up';
import type { DiaryServer } from '../testing/booking-fixtures';
import { forgetRemindersPutOffThisStart } from './reminder-storage';
import { diaryServer, fakeBooking, hoursFromNow } from '../testing/booking-fixtures';

// The shell and the screens are lazy chunks: transform them once, before the timed finds.
beforeAll(warmUpAppChunks, 30_000);

function undocumented(count: number) {
  return Array.from({ length: count }, (_, index) =>
    fakeBooking({
      startDate: hoursFromNow(-48 - index * 24),
      endDate: hoursFromNow(-47 - index * 24),
      careReceiver: { ...fakeBooking().careReceiver, firstName: `Kunde${index}` },
    }),
  );
}

async function renderApp(state: DiaryServer, path: string) {
  await signIn();
  const fake = await testClient(diaryServer(state));
  const view = renderRoutes(appRoutes, {
    patchRoutesOnNavigation: patchSignedInRoutes,
    client: fake.client,
    initialEntries: [path],
  });
  return { ...fake, ...view, user: userEvent.setup({ delay: null }) };
}

describe(
  'the undocumented-bookings reminder (spec 1 §2 Other, §6, §9)',
  { timeout: 20_000 },
  () => {
    it("lists at most 10 on the diary; an independent's 'Später' hides it for 24 hours", async () => {
      const { user, router, unmount } = await renderApp(
        { bookings: undocumented(12) },
        '/bookings',
      );
      const dialog = await screen.findByRole('dialog', { name: 'Undokumentierte Termine' });
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
      await user.click(within(dialog).getByRole('button', { name: 'Später' }));
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Undokumentierte Termine' }),
        ).not.toBeInTheDocument(),
      );
      const stored = window.localStorage.getItem(
        'careport:caregiver:caregiver-anna:reminder-hide-until',
      );
      const hours = (new Date(stored ?? 0).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);

      // Neither on the dashboard nor on a later visit.
      await router.navigate('/');
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      unmount();
      await renderApp({ bookings: undocumented(2) }, '/bookings');
      await screen.findByRole('tab', { name: /^Vergangen/ });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        screen.queryByRole('dialog', { name: 'Undokumentierte Termine' }),
      ).not.toBeInTheDocument();
    });

    it("shows it to employees on every arrival until 'Später', then not until the app starts again (issue 39)", async () => {
      const { user, router, unmount } = await renderApp(
        { bookings: undocumented(2), isEmployee: true },
        '/',
      );
      const reminder = () => screen.queryByRole('dialog', { name: 'Undokumentierte Termine' });
      // Closed without 'Später': the next arrival opens it again.
      const first = await screen.findByRole('dialog', { name: 'Undokumentierte Termine' });
      await user.click(within(first).getByRole('button', { name: 'Schließen' }));
      await waitFor(() => expect(reminder()).not.toBeInTheDocument());
      await router.navigate('/account');
      await screen.findByRole('heading', { level: 1, name: 'Konto' });
      await router.navigate('/bookings');
      const again = await screen.findByRole('dialog', { name: 'Undokumentierte Termine' });

      await user.click(within(again).getByRole('button', { name: 'Später' }));
      await waitFor(() => expect(reminder()).not.toBeInTheDocument());
      await router.navigate('/account');
      await screen.findByRole('heading', { level: 1, name: 'Konto' });
      await router.navigate('/bookings');
      await screen.findByRole('tab', { name: /^Vergangen/ });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reminder()).not.toBeInTheDocument();

      // The next start of the app shows it again.
      unmount();
      forgetRemindersPutOffThisStart();
      await renderApp({ bookings: undocumented(2), isEmployee: true }, '/bookings');
      expect(
        await screen.findByRole('dialog', { name: 'Undokumentierte Termine' }),
      ).toBeInTheDocument();
    });

    it('stays closed when the page it was closed on is reloaded (issue 16 §7)', async () => {
      const state = { bookings: undocumented(2), isEmployee: true };
      const { user, unmount } = await renderApp(state, '/bookings');
      const dialog = await screen.findByRole('dialog', { name: 'Undokumentierte Termine' });
      await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      unmount();

      // The same history entry again, as after a reload (a page typed in afresh is an arrival).
      const reload = vi
        .spyOn(performance, 'getEntriesByType')
        .mockReturnValue([{ type: 'reload' } as unknown as PerformanceEntry]);
      const again = await renderApp(state, '/bookings');
      await screen.findByRole('tab', { name: /^Vergangen/ });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      reload.mockRestore();
      // A new arrival opens it again.
      await again.router.navigate('/account');
      await screen.findByRole('heading', { level: 1, name: 'Konto' });
      await again.router.navigate('/bookings');
      expect(
        await screen.findByRole('dialog', { name: 'Undokumentierte Termine' }),
      ).toBeInTheDocument();
    });

    it('does not cover the confirmation of a cancellation (issue 16 §7)', async () => {
      const [past] = undocumented(1);
      const upcoming = fakeBooking({ startDate: hoursFromNow(48), endDate: hoursFromNow(49) });
      const { user, router } = await renderApp(
        { bookings: [past!, upcoming], isEmployee: true },
        `/bookings/${upcoming.bookingId}/cancel`,
      );
      await user.click(await screen.findByRole('radio', { name: 'Betreuungskraft' }));
      await user.click(screen.getByRole('combobox', { name: 'Grund' }));
      await user.click(
        await screen.findByRole('option', { name: 'caregiver-illness-de', hidden: true }),
      );
      await user.click(screen.getByRole('button', { name: 'Termin absagen' }));
      expect(await screen.findByText('Der Termin wurde abgesagt.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/bookings');
      await screen.findByRole('tab', { name: /^Vergangen/ });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        screen.queryByRole('dialog', { name: 'Undokumentierte Termine' }),
      ).not.toBeInTheDocument();
    });

    it("'Jetzt dokumentieren' opens the booking's documentation", async () => {
      const [booking] = undocumented(1);
      const { user, router } = await renderApp({ bookings: [booking!] }, '/bookings');
      const dialog = await screen.findByRole('dialog', { name: 'Undokumentierte Termine' });
      await user.click(within(dialog).getByRole('button', { name: /^Jetzt dokumentieren/ }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/bookings/${booking!.bookingId}/fulfill`),
      );
    });

    it('does not open without undocumented bookings', async () => {
      await renderApp({ bookings: [fakeBooking()] }, '/bookings');
      await screen.findByRole('link', { name: /Erika Müller/ });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  },
);
