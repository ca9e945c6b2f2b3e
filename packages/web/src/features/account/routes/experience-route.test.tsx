import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { expectDisabledOffline } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { fakeProfile } from '../testing/profile-fixture';
import { ExperienceRoute } from './experience-route';

const profile = fakeProfile({
  aboutMe: null,
  currentPosition: null,
  experienceAndSkills: ['cooking'],
  additionalInfo: 'Führerschein Klasse B',
});

const definitions = {
  mainServices: [],
  educationAndQualifications: [],
  experienceAndSkills: [{ key: 'cooking', label: 'Kochen' }],
  medicalConditions: [{ key: 'dementia', label: 'Demenz' }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderExperience() {
  await signIn();
  const fake = await testClient((call) => {
    if (call.body?.includes('updateCaregiverExperience')) {
      return json(200, { data: { updateCaregiverExperience: { caregiverId: 'c1' } } });
    }
    if (call.body?.includes('profileDefinitions')) {
      return json(200, { data: { profileDefinitions: definitions } });
    }
    return json(200, { data: { me: profile } });
  });
  const path = '/account/profile/experience-and-abilities';
  const { router } = renderRoutes(
    [
      { path, element: <ExperienceRoute /> },
      { path: '/account/profile', element: <h1>Profil bearbeiten</h1> },
    ],
    { client: fake.client, initialEntries: [path] },
  );
  return { ...fake, router, user: userEvent.setup({ delay: null }) };
}

const sentUpdate = (calls: { body: string | null }[]) =>
  calls.find((call) => call.body?.includes('updateCaregiverExperience'));

describe('spec 2 §2 experience and abilities', () => {
  it('keeps a pasted text over 2 000 characters whole, counts it and refuses to save it', async () => {
    const { user, calls } = await renderExperience();
    const info = await screen.findByRole('textbox', { name: 'Weitere Angaben' });
    await user.clear(info);
    await user.click(info);
    await user.paste('a'.repeat(2001));
    expect(info).toHaveValue('a'.repeat(2001));
    expect(screen.getByText('2001 / 2000 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Text ist zu lang')).toBeInTheDocument();
    expect(sentUpdate(calls)).toBeUndefined();
  });

  it('saves a text of 2 000 characters with the chosen keys', async () => {
    const { user, calls } = await renderExperience();
    const info = await screen.findByRole('textbox', { name: 'Weitere Angaben' });
    await user.clear(info);
    await user.click(info);
    await user.paste('b'.repeat(2000));
    await user.click(screen.getByRole('checkbox', { name: 'Demenz' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { name: 'Profil bearbeiten' })).toBeInTheDocument();
    // The fake answers the profile as before the save, so the form would still count as changed:
    // leaving after a save is never asked about.
    expect(screen.queryByRole('dialog', { name: 'Änderungen verwerfen?' })).not.toBeInTheDocument();
    await waitFor(() => expect(sentUpdate(calls)).toBeDefined());
    expect(JSON.parse(sentUpdate(calls)?.body ?? '{}')).toMatchObject({
      variables: {
        input: {
          experienceAndSkills: ['cooking'],
          experienceWithMedicalConditions: ['dementia'],
          additionalInfo: 'b'.repeat(2000),
        },
      },
    });
  });

  it('asks before leaving with unsaved changes, and keeps them on "Weiter bearbeiten" (issue 39)', async () => {
    const { user, router } = await renderExperience();
    const info = await screen.findByRole('textbox', { name: 'Weitere Angaben' });
    await user.type(info, ', Klasse C');
    await act(() => router.navigate('/account/profile'));
    const dialog = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    expect(dialog).toHaveTextContent('Wenn du die Seite verlässt, gehen sie verloren.');
    await user.click(screen.getByRole('button', { name: 'Weiter bearbeiten' }));
    expect(screen.getByRole('textbox', { name: 'Weitere Angaben' })).toHaveValue(
      'Führerschein Klasse B, Klasse C',
    );
    await act(() => router.navigate('/account/profile'));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil bearbeiten' }),
    ).toBeInTheDocument();
  });
});

describe('experience and abilities offline (issue 39)', () => {
  it('disables the save with the reason; enabled online', async () => {
    const { user, calls } = await renderExperience();
    await user.click(await screen.findByRole('checkbox', { name: 'Demenz' }));
    const save = expectDisabledOffline('Speichern');
    await user.click(save);
    expect(sentUpdate(calls)).toBeUndefined();
  });
});
