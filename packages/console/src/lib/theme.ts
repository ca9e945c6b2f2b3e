import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// The console's own small theme (docs/decisions/0091-...): the caregiver app's amber marks the
// caregivers' side; staff work in a calm indigo, so the two apps are told apart at a glance.
// Breakpoints as in packages/web (xs is 375 px).
const indigo: MantineColorsTuple = [
  '#eef2ff',
  '#e0e7ff',
  '#c7d2fe',
  '#a5b4fc',
  '#818cf8',
  '#6366f1',
  '#4f46e5',
  '#4338ca',
  '#3730a3',
  '#312e81',
];

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 on white is 7.9:1 (AA for small text), white on it too.
  primaryShade: 7,
  colors: { indigo },
  fontFamily: DEFAULT_THEME.fontFamily,
  breakpoints: {
    xs: '23.4375em',
    sm: '36em',
    md: '48em',
    lg: '62em',
    xl: '75em',
    xxl: '87.5em',
  },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    // A dialog's header is not the page's banner (axe landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    // A state badge in a narrow table cell keeps its whole word ("ANGENOMMEN", not "ANGEN…").
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/** Light-variant badges use these colours: their text at shade 9 on the light fill (≥ 4.5:1). */
const LIGHT_COLOURS = ['indigo', 'green', 'red', 'gray', 'orange'];

/**
 * WCAG AA on white and on a striped row: Mantine's dimmed text (gray 6, 3.3:1) and its light
 * badges' text (shade 6) are too pale; axe reported both on every screen.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      LIGHT_COLOURS.map((colour) => [
        `--mantine-color-${colour}-light-color`,
        `var(--mantine-color-${colour}-9)`,
      ]),
    ),
    // Mantine's green 9 and red 9 are still 4.2:1 on their light fill over a striped row.
    '--mantine-color-green-light-color': '#1f5f2f',
    '--mantine-color-red-light-color': '#9b1c1c',
  },
  dark: {},
});
