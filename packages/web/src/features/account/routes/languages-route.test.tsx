import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, signIn, testClient } from '../../../test/fake-server';
import { expectDisabledOffline } from '../../../test/offline';
import { renderRoutes } from '../../../test/render';
import { fakeProfile } from '../testing/profile-fixture';
import { LanguagesRoute } from './languages-route';

describe('spec 2 §2 languages', () => {
  it('lists the main four first, then the others by their German names (spec 2 §9, issue 39)', async () => {
    await signIn();
    const fake = await testClient(() =>
      json(200, { data: { me: fakeProfile({ languages: ['POLISH'] }) } }),
    );
    const path = '/account/profile/languages';
    renderRoutes([{ path, element: <LanguagesRoute /> }], {
      client: fake.client,
      initialEntries: [path],
    });
    expect(await screen.findByRole('checkbox', { name: 'Polnisch' })).toBeChecked();
    const names = screen
      .getAllByRole<HTMLInputElement>('checkbox')
      .map((box) => box.labels?.[0]?.textContent ?? '');
    expect(names.slice(0, 4)).toEqual(['Deutsch', 'Englisch', 'Spanisch', 'Französisch']);
    const others = names.slice(4, -2);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'de')));
    expect(others.indexOf('Niederländisch')).toBeLessThan(others.indexOf('Tschechisch'));
  });
});

describe('languages offline (issue 39)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the choice but disables its save with the reason; enabled online', async () => {
    await signIn();
    const fake = await testClient(() =>
      json(200, { data: { me: fakeProfile({ languages: ['POLISH'] }) } }),
    );
    const path = '/account/profile/languages';
    renderRoutes([{ path, element: <LanguagesRoute /> }], {
      client: fake.client,
      initialEntries: [path],
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Deutsch' }));
    const save = expectDisabledOffline('Speichern');
    expect(screen.getByRole('checkbox', { name: 'Deutsch' })).toBeChecked();
    await user.click(save);
    expect(fake.calls.filter((call) => call.body?.includes('mutation'))).toEqual([]);
  });
});
