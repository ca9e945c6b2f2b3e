import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

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
