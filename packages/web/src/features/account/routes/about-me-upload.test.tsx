import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, signIn, testClient, type RecordedCall } from '../../../test/fake-server';
import { meAnswer } from '../../../test/me-answer';
import { renderRoutes } from '../../../test/render';
import { fakeProfile } from '../testing/profile-fixture';
import { AboutMeRoute } from './about-me-route';

const HASH = 'c'.repeat(64);
const profile = fakeProfile();

async function renderAboutMe(onUpload: (call: RecordedCall) => Response) {
  await signIn();
  let hash: string | null = null;
  const fake = await testClient((call) => {
    if (call.url.endsWith('/caregiver-app/me/profile-image')) {
      const answer = onUpload(call);
      if (answer.ok) hash = HASH;
      return answer;
    }
    if (call.url.endsWith('/caregiver-app/me'))
      return json(200, meAnswer({ profileImageHash: hash }));
    return json(200, { data: { me: profile } });
  });
  renderRoutes([{ path: '/account/profile/about-me/edit', element: <AboutMeRoute /> }], {
    client: fake.client,
    initialEntries: ['/account/profile/about-me/edit'],
  });
  return { ...fake, user: userEvent.setup({ delay: null }) };
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');
const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'me.png', {
    type: 'image/png',
  });

describe('issue 11: the profile picture in about me', () => {
  it('uploads a chosen picture and then shows it from its hash at the avatar width', async () => {
    const { user, calls } = await renderAboutMe(() =>
      json(200, { status: 200, data: { profile_image_hash: HASH } }),
    );
    expect(await screen.findByText('Noch kein Profilbild')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Dein Profilbild' })).toBeNull();
    const input = fileInput();
    expect(input?.accept).toBe('image/png,image/jpeg');
    await user.upload(input as HTMLInputElement, pngFile());

    expect(await screen.findByText('Profilbild gespeichert')).toBeVisible();
    const sent = calls.find((call) => call.url.endsWith('/me/profile-image'));
    expect(sent?.method).toBe('PUT');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      image_base64: `data:image/png;base64,${Buffer.from(await pngFile().arrayBuffer()).toString('base64')}`,
    });
    const image = await screen.findByRole('img', { name: 'Dein Profilbild' });
    // jsdom's device pixel ratio is 1: the 96 px avatar asks for the 96 px width.
    expect(image).toHaveAttribute('src', `/caregiver-app/profile-image/${HASH}?width=96`);
    expect(screen.getByRole('button', { name: 'Profilbild ändern' })).toBeEnabled();
    expect(screen.queryByText('Noch kein Profilbild')).toBeNull();
  });

  it("shows the server's reason when the picture is refused, and keeps the old state", async () => {
    const { user } = await renderAboutMe(() =>
      json(400, { status: 400, errorCode: 'IMAGE_INVALID' }),
    );
    await screen.findByText('Noch kein Profilbild');
    await user.upload(fileInput() as HTMLInputElement, pngFile());
    expect(
      await screen.findByText(
        'Hochladen fehlgeschlagen: Das Bild konnte nicht gelesen werden. Bitte lade ein PNG- oder JPEG-Bild hoch.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Profilbild wählen' })).toBeEnabled(),
    );
    expect(screen.getByText('Noch kein Profilbild')).toBeVisible();
    expect(screen.queryByText('Profilbild gespeichert')).toBeNull();
  });
});
