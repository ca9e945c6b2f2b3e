import { IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../../components/record-not-found';
import { paths } from '../../../lib/paths';

/** spec 1 §2 Other, §8: the error screen for a deleted (or otherwise missing) contract. */
export function ContractNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      icon={IconUserOff}
      backTo={paths.customers.getHref()}
      backLabel={t('customers.BACK_TO_CUSTOMERS')}
    />
  );
}
