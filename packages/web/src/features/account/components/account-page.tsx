import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { Page } from '../../../components/page';

/**
 * An account sub-screen: the way back (to the menu, or `back`), then the page. The shared back
 * link takes a 44 px row (issue 16 §11: the account's own was 22 px high).
 */
export function AccountPage(props: { title: string; back?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to={props.back ?? '/account'} label={t('account.BACK')} />
      <Page title={props.title}>{props.children}</Page>
    </>
  );
}
