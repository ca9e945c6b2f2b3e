import type { MantineColorsTuple } from '@mantine/core';
import { darken, DEFAULT_THEME, luminance } from '@mantine/core';

// issue 16 §10: Mantine's default shades give white on #ff6b6b (2.8:1), #fa5252 errors (3.3:1)
// and light badges at 3.6–4.3:1. These variables replace, for every colour, the ones below WCAG
// AA (4.5:1) with the nearest darker shade that reaches it, so every area gets readable colours
// from this one place instead of each screen picking darker shades itself.

const AA = 4.5;
/** The luminance below which `autoContrast` (theme.ts) puts white text on a filled control. */
export const LUMINANCE_THRESHOLD = 0.35;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The first of the shades from `from` on that reaches 4.5:1 against `background`. */
function readableOn(shades: MantineColorsTuple, from: number, background: string): string {
  for (let index = from; index < shades.length; index += 1) {
    const shade = shades[index]!;
    if (contrast(shade, background) >= AA) return shade;
  }
  // Past the darkest shade: darken it step by step (every colour reaches 4.5:1 on its way to black).
  let shade = shades[9];
  for (let step = 0.1; contrast(shade, background) < AA; step += 0.1) {
    shade = darken(shades[9], step);
  }
  return shade;
}

/** Light-scheme variables for one colour whose filled shade is `primaryShade`. */
export function readableColorVariables(
  name: string,
  shades: MantineColorsTuple,
  primaryShade: number,
): Record<string, string> {
  const filled = shades[primaryShade]!;
  const variables: Record<string, string> = {
    // Text in the colour (c="red", outline buttons, anchors) on white.
    [`--mantine-color-${name}-text`]: readableOn(shades, primaryShade, '#ffffff'),
    [`--mantine-color-${name}-outline`]: readableOn(shades, primaryShade, '#ffffff'),
    // Light badges, alerts and buttons: their text on their pale background, also when hovered
    // (Mantine's own is shade 9, too light for orange, red, green and teal).
    [`--mantine-color-${name}-light-color`]: readableOn(shades, 9, shades[2]),
  };
  // White text on a filled control (autoContrast decides by the filled shade's luminance): the
  // fill moves darker until white is readable on it. Pale fills carry dark text and stay.
  if (luminance(filled) <= LUMINANCE_THRESHOLD && contrast(filled, '#ffffff') < AA) {
    const readable = readableOn(shades, primaryShade, '#ffffff');
    const index = shades.indexOf(readable);
    variables[`--mantine-color-${name}-filled`] = readable;
    variables[`--mantine-color-${name}-filled-hover`] =
      index >= 0 && index < 9 ? shades[index + 1]! : darken(readable, 0.1);
  }
  return variables;
}

/** The readable variables for every colour of the theme, plus the error colour. */
export function readableThemeVariables(
  colors: Record<string, MantineColorsTuple>,
  primaryShade: number,
): Record<string, string> {
  const all: Record<string, string> = {};
  for (const [name, shades] of Object.entries({ ...DEFAULT_THEME.colors, ...colors })) {
    if (name === 'dark') continue;
    Object.assign(all, readableColorVariables(name, shades, primaryShade));
  }
  all['--mantine-color-error'] = all['--mantine-color-red-text']!;
  return all;
}
