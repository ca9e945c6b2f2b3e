import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { Page } from '../../../components/page';

/** An invoice screen: the way back (a 44 px row on a phone), then the page. */
export function InvoicePage(props: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to={props.back} label={t('invoices.BACK')} />
      <Page title={props.title}>{props.children}</Page>
    </>
  );
}
