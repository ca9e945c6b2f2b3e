import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { goOffline, OFFLINE_REASON } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { fakeProfile } from '../testing/profile-fixture';
import { AboutMeRoute } from './about-me-route';

const profile = fakeProfile();

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderAboutMe(
  saved = () => json(200, { data: { updateCaregiverAboutMe: { caregiverId: 'c1' } } }),
) {
  await signIn();
  const fake = await testClient((call) => {
    if (call.body?.includes('updateCaregiverAboutMe')) return saved();
    return json(200, { data: { me: profile } });
  });
  renderRoutes(
    [
      { path: '/account/profile/about-me/edit', element: <AboutMeRoute /> },
      { path: '/account/profile', element: <h1>Profil bearbeiten</h1> },
    ],
    { client: fake.client, initialEntries: ['/account/profile/about-me/edit'] },
  );
  return { ...fake, user: userEvent.setup({ delay: null }) };
}

const saveBar = () => screen.queryByRole('region', { name: 'Du hast ungespeicherte Änderungen' });

describe('spec 2 §2, §4, §5 about me', () => {
  it('enables save and shows the sticky bar only once something changed', async () => {
    const { user } = await renderAboutMe();
    expect(
      screen.getByText('Profile mit „Über mich“ erhalten bis zu 20 % mehr Anfragen.'),
    ).toBeVisible();
    const aboutMe = await screen.findByRole('textbox', { name: /Über mich/ });
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(saveBar()).toBeNull();
    await user.type(aboutMe, ' Gern auch am Wochenende.');
    expect(saveBar()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(aboutMe).toHaveValue('Ich begleite gern.');
    expect(saveBar()).toBeNull();
  });

  it('refuses an empty position before sending anything, then saves trimmed texts', async () => {
    const { user, calls } = await renderAboutMe();
    const position = await screen.findByRole('textbox', { name: /Aktuelle Tätigkeit/ });
    await user.clear(position);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Erforderlich')).toBeInTheDocument();
    expect(calls.some((call) => call.body?.includes('updateCaregiverAboutMe'))).toBe(false);
    await user.type(position, '  Pflegefachkraft ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: 'Profil bearbeiten' })).toBeInTheDocument();
    const sent = calls.find((call) => call.body?.includes('updateCaregiverAboutMe'));
    await waitFor(() => expect(sent).toBeDefined());
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      variables: { input: { aboutMe: 'Ich begleite gern.', currentPosition: 'Pflegefachkraft' } },
    });
  });

  it('keeps a pasted text over 2 000 characters whole, counts it and refuses to save it', async () => {
    const { user, calls } = await renderAboutMe();
    const aboutMe = await screen.findByRole('textbox', { name: /Über mich/ });
    await user.clear(aboutMe);
    await user.click(aboutMe);
    await user.paste('a'.repeat(2001));
    expect(aboutMe).toHaveValue('a'.repeat(2001));
    expect(screen.getByText('2001 / 2000 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Text ist zu lang')).toBeInTheDocument();
    expect(calls.some((call) => call.body?.includes('updateCaregiverAboutMe'))).toBe(false);
  });

  it('a failed save of the server reads ERROR_UNKNOWN, a refusal its own text (spec 2 §8, record 0109)', async () => {
    let code = 'INTERNAL_SERVER_ERROR';
    const { user } = await renderAboutMe(() =>
      json(200, { data: null, errors: [{ message: 'boom', extensions: { code } }] }),
    );
    await user.type(await screen.findByRole('textbox', { name: /Über mich/ }), ' Gern.');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Speichern fehlgeschlagen: Unbekannter Fehler, bitte versuche es später erneut.',
      ),
    ).toBeVisible();
    code = 'CANNOT_DESERIALIZE_REQUEST_DATA';
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Speichern fehlgeschlagen: Die Anfrage konnte nicht gelesen werden.'),
    ).toBeVisible();
  });
});

describe('about me offline (issue 39)', () => {
  it('disables the picture upload and the save with the reason, said once; enabled online', async () => {
    const { user, calls } = await renderAboutMe();
    const aboutMe = await screen.findByRole('textbox', { name: /Über mich/ });
    await user.type(aboutMe, ' Gern auch am Wochenende.');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Profilbild/ })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();

    goOffline();
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(OFFLINE_REASON);
    const picture = screen.getByRole('button', { name: /Profilbild/ });
    expect(picture).toBeDisabled();
    expect(picture).toHaveAccessibleDescription(OFFLINE_REASON);
    expect(screen.getAllByText(OFFLINE_REASON)).toHaveLength(1);
    await user.click(save);
    expect(calls.filter((call) => call.body?.includes('updateCaregiverAboutMe'))).toEqual([]);
  });
});
