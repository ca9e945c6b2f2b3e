// Mantine's PostCSS preset (rem(), light-dark(), mixins) and the theme's breakpoints as
// variables, so CSS modules use the same breakpoints as the theme (spec 2 §9).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '23.4375em',
        'mantine-breakpoint-sm': '36em',
        'mantine-breakpoint-md': '48em',
        'mantine-breakpoint-lg': '62em',
        'mantine-breakpoint-xl': '75em',
        'mantine-breakpoint-xxl': '87.5em',
      },
    },
  },
};
