import type { MantineColorsTuple } from '@mantine/core';
import { createTheme, DEFAULT_THEME } from '@mantine/core';
import { keepScrollOnOpen } from '../components/keep-scroll-on-open';
import { LUMINANCE_THRESHOLD } from './theme-contrast';
import classes from './theme.module.css';

// spec 2 §9: theme primary amber, secondary teal; breakpoints xs 375, sm 576, md 768, lg 992,
// xl 1200, xxl 1400 (in em of 16 px, as Mantine expects); side menu 244; content 780.
export const SIDE_MENU_WIDTH = 244;
export const CONTENT_MAX_WIDTH = 780;

export const amber: MantineColorsTuple = [
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

export const PRIMARY_SHADE = 5;

export const theme = createTheme({
  primaryColor: 'amber',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  colors: { amber },
  // Dark text on amber: white on amber would not be readable (WCAG contrast).
  autoContrast: true,
  luminanceThreshold: LUMINANCE_THRESHOLD,
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
    // A dialog's header is not the page's banner (axe landmark-no-duplicate-banner and
    // landmark-unique, issue 16 §10): Mantine renders it as <header>.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // The chosen hour and minute and the focused field: dark text on amber, as on every amber
    // fill (Mantine sets white there, 2.1:1).
    TimePicker: { classNames: { control: classes.timeControl, field: classes.timeField } },
    // Issue 39: opening any Select's list on a phone threw the page to its top
    // (components/keep-scroll-on-open.ts). Set here once, so no Select of the app, present or
    // future, can miss it; a Select that passes its own onDropdownOpen replaces it and must call
    // keepScrollOnOpen itself. A plain entry, not Select.extend(): that would pull Select into
    // every chunk that loads the theme.
    Select: { defaultProps: { onDropdownOpen: keepScrollOnOpen } },
  },
});
