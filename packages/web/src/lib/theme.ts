import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme, DEFAULT_THEME } from '@mantine/core';

// spec 2 §9: theme primary amber, secondary teal; breakpoints xs 375, sm 576, md 768, lg 992,
// xl 1200, xxl 1400 (in em of 16 px, as Mantine expects); side menu 244; content 780.
export const SIDE_MENU_WIDTH = 244;
export const CONTENT_MAX_WIDTH = 780;

const amber: MantineColorsTuple = [
  '#fffbeb',
  '#fef3c7',
  '#fde68a',
  '#fcd34d',
  '#fbbf24',
  '#f59e0b',
  '#d97706',
  '#b45309',
  '#92400e',
  '#78350f',
];

export const theme = createTheme({
  primaryColor: 'amber',
  primaryShade: { light: 5, dark: 5 },
  colors: { amber },
  // Dark text on amber: white on amber would not be readable (WCAG contrast).
  autoContrast: true,
  luminanceThreshold: 0.35,
  // The system's own fonts: nothing is fetched at run time.
  fontFamily: DEFAULT_THEME.fontFamily,
  breakpoints: {
    xs: '23.4375em',
    sm: '36em',
    md: '48em',
    lg: '62em',
    xl: '75em',
    xxl: '87.5em',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  other: { secondaryColor: 'teal' },
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Links and amber text a shade darker than the fill, and secondary text darker than Mantine's
 * default grey, so text keeps a WCAG AA contrast (4.5:1) on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-amber-8)',
    '--mantine-color-amber-text': 'var(--mantine-color-amber-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
