import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/**
 * A wide table on a narrow screen scrolls sideways. The region takes the focus, so it scrolls by
 * keyboard too (axe scrollable-region-focusable); Mantine's scroll container does not.
 */
export function TableScroll({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  /** The region's name, when a screen has more than one table. */
  label?: string;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <div
      role="region"
      aria-label={label ?? t('table.region')}
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
