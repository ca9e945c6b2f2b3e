import { formatPaymentMethod } from '@careport/domain';
import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { ContractDetail } from '../api/contract-fields';
import { ContactDetails } from './contact-details';
import { formatAddress, fullName, useCareReceiverFacts } from './format-customer';
import { SectionCard } from './section-card';

function CareReceiverDetails(props: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const facts = useCareReceiverFacts();
  const receiver = props.contract.careReceiver;
  const { additionalInformation } = receiver.address;
  return (
    <Stack gap="sm">
      <SectionCard title={t('customers.CARE_RECEIVER')}>
        <Text fw={600} fz="lg">
          {fullName(receiver.name)}
        </Text>
        <Text c="dimmed" fz="sm">
          {[
            ...facts(receiver),
            ...(receiver.isSelfBooker ? [t('customers.SELF_BOOKER')] : []),
          ].join(' · ')}
        </Text>
      </SectionCard>
      <SectionCard title={t('customers.ADDRESS')}>
        <Text>{formatAddress(receiver.address)}</Text>
        {additionalInformation && (
          <Text c="dimmed" fz="sm">
            {additionalInformation}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t('customers.CONTACT')}>
        <ContactDetails phoneNumber={receiver.phoneNumber} email={receiver.email} />
      </SectionCard>
      <SectionCard title={t('customers.PAYMENT_METHOD')}>
        <Text>{formatPaymentMethod(props.contract.paymentMethod, locale)}</Text>
      </SectionCard>
    </Stack>
  );
}

function AdditionalContact(props: { customer: NonNullable<ContractDetail['customer']> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('customers.TAB_ADDITIONAL_CONTACT')}>
      <Text fw={600} fz="lg">
        {fullName(props.customer.name)}
      </Text>
      <ContactDetails phoneNumber={props.customer.phoneNumber} email={props.customer.email} />
    </SectionCard>
  );
}

/**
 * spec 1 §2 Customer detail: tabs Customer and Additional contact, only when the care receiver
 * is not a self-booker (the domain's areCustomerTabsShown); a self-booker's page has no tabs.
 */
export function CareReceiverSection(props: { contract: ContractDetail; showTabs: boolean }) {
  const { t } = useTranslation();
  const { customer } = props.contract;
  if (!props.showTabs) return <CareReceiverDetails contract={props.contract} />;
  return (
    <Tabs defaultValue="customer" keepMounted={false}>
      <Tabs.List aria-label={t('customers.CONTACT_TABS_LABEL')} grow mb="sm">
        <Tabs.Tab value="customer">{t('customers.TAB_CUSTOMER')}</Tabs.Tab>
        <Tabs.Tab value="contact">{t('customers.TAB_ADDITIONAL_CONTACT')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="customer">
        <CareReceiverDetails contract={props.contract} />
      </Tabs.Panel>
      <Tabs.Panel value="contact">
        {customer ? (
          <AdditionalContact customer={customer} />
        ) : (
          <Text c="dimmed">{t('customers.NO_CONTACT')}</Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
