import type { Gender, Locale } from '@careport/domain';
import { formatCareDegree } from '@careport/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';

/** "Erika Müller". */
export function fullName(name: { firstName: string; lastName: string }): string {
  return `${name.firstName} ${name.lastName}`.trim();
}

type Facts = { gender: Gender | null; age: number | null; careDegree: string };

/**
 * The line under a care receiver's name: gender, age, and the care degree, hidden when none or
 * unknown (spec 1 §2, the domain's formatCareDegree).
 */
export function useCareReceiverFacts(): (careReceiver: Facts) => string[] {
  const { t } = useTranslation();
  const locale = useLocale();
  return (careReceiver) => {
    const facts: string[] = [];
    if (careReceiver.gender !== null) facts.push(t(`labels.gender.${careReceiver.gender}`));
    if (careReceiver.age !== null) facts.push(t('customers.AGE', { age: careReceiver.age }));
    // The wire carries the care degree as a string of the closed set (the GraphQL description).
    const degree = formatCareDegree(
      careReceiver.careDegree as Parameters<typeof formatCareDegree>[0],
      locale,
    );
    if (degree !== null) facts.push(degree);
    return facts;
  };
}

/** "Kastanienallee 12, 10435 Berlin". */
export function formatAddress(address: {
  street: string;
  houseNumber?: string | null;
  postalCode: string;
  city: string;
}): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  return `${street}, ${address.postalCode} ${address.city}`;
}

/** A sub-service's label in the current language. */
export function subServiceLabel(
  service: { labelDe: string; labelEn: string },
  locale: Locale,
): string {
  return locale === 'en' ? service.labelEn : service.labelDe;
}
