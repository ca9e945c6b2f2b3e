import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { cssVariablesResolver } from './theme-css-variables';

/** The CSS variables Mantine's provider would write into the page at run time for our theme. */
function variablesMantineWouldRender(): string {
  const html = renderToStaticMarkup(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <span />
    </MantineProvider>,
  );
  const css = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(html)?.[1];
  if (css === undefined) throw new Error(`MantineProvider rendered no variables: ${html}`);
  return css;
}

describe('the theme as a stylesheet (issue 16, TBT)', () => {
  // The app and the server's copies render MantineProvider without its variables
  // (withCssVariables false) and the page's stylesheet holds them (theme-variables.css). This
  // keeps that file the exact output of the theme: after a change of lib/theme.ts or of Mantine,
  // `npx vitest run --project web-node -u packages/web/src/lib/theme-variables.node.test.tsx`
  // writes it again.
  it('is what Mantine derives from lib/theme.ts', async () => {
    await expect(`${variablesMantineWouldRender()}\n`).toMatchFileSnapshot('./theme-variables.css');
  });

  it('carries the readable colours and the primary colour of the theme', () => {
    const css = variablesMantineWouldRender();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-amber-filled)');
    expect(css).toContain('--mantine-color-anchor: var(--mantine-color-amber-8)');
    expect(css).toMatch(/--mantine-color-red-filled: #[0-9a-f]{6}/);
  });
});
