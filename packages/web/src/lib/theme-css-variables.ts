import type { CSSVariablesResolver } from '@mantine/core';
import { amber, PRIMARY_SHADE } from './theme';
import { readableThemeVariables } from './theme-contrast';

/**
 * Every colour's text, outline, light and filled variants at WCAG AA contrast (4.5:1; see
 * theme-contrast.ts), links and amber text a shade darker than the fill, and secondary text
 * darker than Mantine's default grey.
 *
 * Not read at run time: theme-variables.css holds what Mantine derives from it and the theme, and
 * theme-variables.node.test.tsx keeps that file equal to it (issue 16, TBT).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readableThemeVariables({ amber }, PRIMARY_SHADE),
    '--mantine-color-anchor': 'var(--mantine-color-amber-8)',
    '--mantine-color-amber-text': 'var(--mantine-color-amber-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
