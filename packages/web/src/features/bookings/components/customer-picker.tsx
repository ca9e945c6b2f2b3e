import { formatDate } from '@careport/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickerContract } from '../api/get-contracts';

/** spec 1 §2, §5: the customer picker; active contracts, by last name (German collation). */
export function CustomerPicker(props: {
  contracts: PickerContract[];
  contractId: string | null;
  onChange: (contractId: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const chosen = props.contracts.find((contract) => contract.contractId === props.contractId);
  return (
    <Select
      label={t('diary.CUSTOMER_LABEL')}
      placeholder={t('diary.CUSTOMER_PLACEHOLDER')}
      data={props.contracts.map((contract) => ({
        value: contract.contractId,
        label: `${contract.careReceiver.name.lastName}, ${contract.careReceiver.name.firstName}`,
      }))}
      value={props.contractId}
      onChange={props.onChange}
      searchable
      nothingFoundMessage={t('diary.NOTHING_FOUND')}
      error={props.error}
      required
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      // spec 1 §4: after cancelationScheduledFor no appointments can be added.
      description={
        chosen?.cancelationScheduledFor
          ? t('bookings.COLLABORATION_ENDS_ON', {
              date: formatDate(chosen.cancelationScheduledFor),
            })
          : undefined
      }
    />
  );
}
