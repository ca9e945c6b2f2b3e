import { formatDate } from '@careport/domain';
import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PickerContracts } from '../api/get-contracts';

/**
 * Issue 39: the active customers the picker does not offer, each with why (spec 1 §4: a follow-up
 * needs the first visit documented; none after the end of the collaboration), so nobody is left
 * looking for a customer that vanished.
 */
export function WithheldContracts(props: { withheld: PickerContracts['withheld'] }) {
  const { t } = useTranslation();
  if (props.withheld.length === 0) return null;
  return (
    <Alert color="gray" title={t('diary.NOT_OFFERED_TITLE')} mt="md">
      <List size="sm" spacing={4}>
        {props.withheld.map(({ contract, block }) => {
          const name = `${contract.careReceiver.name.firstName} ${contract.careReceiver.name.lastName}`;
          return (
            <List.Item key={contract.contractId}>
              {block === 'COLLABORATION_ENDING' && contract.cancelationScheduledFor
                ? t('diary.NOT_OFFERED_COLLABORATION_ENDING', {
                    name,
                    date: formatDate(contract.cancelationScheduledFor),
                  })
                : t('diary.NOT_OFFERED_FIRST_VISIT', { name })}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
