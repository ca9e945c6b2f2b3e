import { Button, Text } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ContractDetail } from '../api/contract-fields';
import { fullName } from './format-customer';

/**
 * The number the first call goes to (spec 1 §1, §9: within 24 hours of the request): the
 * additional contact's, who booked for the care receiver, else the care receiver's own.
 */
export function firstCallContact(
  contract: ContractDetail,
): { name: string; phoneNumber: string } | null {
  const contact = contract.customer;
  if (contact?.phoneNumber) {
    return { name: fullName(contact.name), phoneNumber: contact.phoneNumber };
  }
  const receiver = contract.careReceiver;
  if (receiver.phoneNumber) {
    return { name: fullName(receiver.name), phoneNumber: receiver.phoneNumber };
  }
  return null;
}

/** Issue 39: the 24-hour call duty names the number and calls it with one tap. */
export function FirstCallButton(props: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const contact = firstCallContact(props.contract);
  if (contact === null) {
    return (
      <Text fz="sm" c="dimmed">
        {t('customers.FIRST_CALL_NO_NUMBER')}
      </Text>
    );
  }
  return (
    <Button
      component="a"
      href={`tel:${contact.phoneNumber.replace(/[^\d+]/g, '')}`}
      leftSection={<IconPhoneCall size={18} aria-hidden />}
      variant="filled"
      w="fit-content"
    >
      {t('customers.FIRST_CALL_BUTTON', contact)}
    </Button>
  );
}
