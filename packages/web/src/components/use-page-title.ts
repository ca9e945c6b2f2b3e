import { useEffect } from 'react';

/** The browser tab's title: the screen's heading, then the product. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Careport` : 'Careport';
  }, [title]);
}
