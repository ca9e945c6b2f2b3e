import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { amber, PRIMARY_SHADE } from '../../../lib/theme';
import { readableThemeVariables } from '../../../lib/theme-contrast';
import { STATUS_BAR_BACKGROUNDS } from './first-booking-status-bar';

const contrastWithWhite = (colour: string) => 1.05 / (luminance(colour) + 0.05);

describe('the first-booking status bar (spec 1 §4, issue 39)', () => {
  it('carries its white text at WCAG AA (4.5:1) on both of its grounds', () => {
    // As lib/theme-css-variables.ts writes them into the page.
    const variables = readableThemeVariables({ amber }, PRIMARY_SHADE);
    const value = (background: string) => {
      const name = /^var\((--[\w-]+)\)$/.exec(background)?.[1] ?? '';
      const dark = /^--mantine-color-dark-(\d)$/.exec(name);
      return dark ? DEFAULT_THEME.colors.dark[Number(dark[1])]! : variables[name]!;
    };
    for (const background of Object.values(STATUS_BAR_BACKGROUNDS)) {
      expect(contrastWithWhite(value(background)), background).toBeGreaterThanOrEqual(4.5);
    }
  });
});
