import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useBadgeCounts } from '../../lib/api/get-badge-counts';
import type { NavItem } from './nav-items';
import { NAV_ITEMS } from './nav-items';
import { NavBadge, NavBadgeDescription, useNavBadge } from './nav-badge';
import classes from './bottom-tabs.module.css';

function Tab({ item, counts }: { item: NavItem; counts: ReturnType<typeof useBadgeCounts> }) {
  const { t } = useTranslation();
  const badge = useNavBadge(item, counts);
  const ItemIcon = item.icon;
  return (
    <NavLink to={item.href} end={item.isEnd} className={classes.tab}>
      <span className={classes.icon}>
        <ItemIcon size={24} stroke={1.6} aria-hidden />
        {badge && (
          <span className={classes.badge}>
            <NavBadge badge={badge.badge} size="xs" />
          </span>
        )}
      </span>
      <span className={classes.label}>
        {t(item.label)}
        {badge && <NavBadgeDescription description={badge.description} />}
      </span>
    </NavLink>
  );
}

/** spec 2 §2: the bottom tabs on phones, with the customers and diary badges. */
export function BottomTabs() {
  const { t } = useTranslation();
  const counts = useBadgeCounts();
  return (
    <nav aria-label={t('shell.TAB_BAR')} className={classes.tabs}>
      {NAV_ITEMS.map((item) => (
        <Tab key={item.href} item={item} counts={counts} />
      ))}
    </nav>
  );
}
