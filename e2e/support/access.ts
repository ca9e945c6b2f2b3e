import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { isPhone } from './session';

/** issue 16 §11: the smallest target a thumb can hit reliably (WCAG 2.5.5, Apple, Android). */
export const MIN_TOUCH_TARGET = 44;

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="tab"]',
  '[role="button"]',
  '[role="switch"]',
].join(', ');

/**
 * Controls on screen smaller than 44 × 44 px. A radio, checkbox or switch counts with its label
 * row, and a field inside an input box (the time picker's hours) with that box: that is what
 * takes the tap. Links inside a sentence are exempt, as WCAG 2.5.8 exempts them.
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        // A link inside a sentence is exempt (WCAG 2.5.8): its line decides its height.
        const sentence = element.parentElement?.textContent?.trim() ?? '';
        const isInline = style.display === 'inline' && sentence !== element.textContent?.trim();
        if (element.tagName === 'A' && isInline) continue;
        const area =
          element.closest<HTMLElement>(
            '.mantine-Radio-body, .mantine-Checkbox-body, .mantine-Switch-body, .mantine-Input-wrapper',
          ) ?? element;
        const box = area.getBoundingClientRect();
        const isOnScreen =
          box.width > 1 &&
          box.height > 1 &&
          box.right > 0 &&
          box.bottom > 0 &&
          box.left < innerWidth;
        if (!isOnScreen) continue;
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name =
            element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          found.push(
            `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
        }
      }
      return found;
    },
    { selector: CONTROLS, min: MIN_TOUCH_TARGET },
  );
}

/**
 * issue 16 §10, §11: the screen as it stands has no axe-core finding (WCAG 2.1 AA and best
 * practice), and on a phone no control under 44 × 44 px. Every journey calls it on every screen
 * it reaches.
 */
export async function expectAccessible(page: Page, screen: string) {
  // The app starts after the page's load event: a screen is judged once it is there, not the
  // empty page before it (every screen has its level-one heading).
  await expect(page.getByRole('heading', { level: 1 }).first(), `${screen} shown`).toBeAttached();
  // A dialog or toast fading in is half transparent: judge the screen once it has settled.
  // Mantine starts a transition a frame or two after the element mounts (its pre-entering
  // state), so a check in those frames found nothing running and axe then saw the dialog's
  // button at 3.95:1 mid-fade (CI, 2026-12-03): wait three frames first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const next = () => (--frames === 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} (${node.failureSummary ?? ''})`)
        .join(' | ')}`,
  );
  expect(findings, `axe findings on ${screen}`).toEqual([]);
  if (isPhone(page)) {
    expect(await smallTouchTargets(page), `touch targets under 44 px on ${screen}`).toEqual([]);
  }
}
