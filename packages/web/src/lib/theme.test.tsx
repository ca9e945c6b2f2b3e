import { Select } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

afterEach(() => {
  vi.restoreAllMocks();
  setScrollY(0);
});

describe('the theme', () => {
  it("puts the page back when opening any Select's list threw it to the top (issue 39)", async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = window.requestAnimationFrame.bind(window);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return requestFrame(() => undefined);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // No onDropdownOpen of its own: every Select of the app gets it from the theme.
    render(
      <AppProviders>
        <Select label="Grund" data={['Urlaub', 'Krankheit']} />
      </AppProviders>,
    );
    setScrollY(420);
    frames.length = 0;
    await userEvent.setup({ delay: null }).click(screen.getByRole('combobox', { name: 'Grund' }));
    expect(await screen.findByRole('option', { name: 'Urlaub', hidden: true })).toBeInTheDocument();
    // The jump that Chromium makes on a phone while the list opens.
    setScrollY(0);
    for (const frame of frames.splice(0)) frame(0);
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });
});
