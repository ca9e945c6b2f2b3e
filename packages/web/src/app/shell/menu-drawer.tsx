import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../components/brand';
import { SideMenu } from './side-menu';
import classes from './menu-drawer.module.css';

/** Below the md breakpoint: the side menu as a slide-in (spec 2 §2, §9). */
export function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      title={<Brand size={28} />}
      closeButtonProps={{ 'aria-label': t('shell.CLOSE_MENU') }}
      classNames={{ body: classes.drawerBody }}
    >
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
