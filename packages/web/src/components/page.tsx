import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePageTitle } from './use-page-title';

/**
 * A logged-in screen: its one h1 heading, then its content. Arriving at a new page moves the focus
 * to its heading (issue 16 §12), so a screen reader announces the page and the next Tab starts
 * from its top instead of from where the last page left the focus. A change of the query alone
 * (the diary's tab) is no new page.
 */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // Without preventScroll the focus scrolled to the heading, undoing the scroll position that
    // going back restores (issue 16 §14); a new page opens at its top anyway.
    headingRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <Stack gap="lg">
      <Title
        order={1}
        fz={{ base: 'h2', sm: 'h1' }}
        ref={headingRef}
        tabIndex={-1}
        style={{ outline: 'none' }}
      >
        {title}
      </Title>
      {children}
    </Stack>
  );
}
