import type { DefinitionKind } from '../catalogue/enums.js';
import type { Locale } from '../i18n/locales.js';
import { definitionTexts } from '../i18n/area-texts.js';
import { MAIN_SERVICES } from './main-services.js';
import {
  CANCELLATION_REASONS,
  CONFIRMATION_STATUS_UPDATE_REASONS,
  FIRST_BOOKING_DECLINE_REASONS,
  PROPOSAL_DECLINE_REASONS,
} from './reasons.js';
import {
  EDUCATION_AND_QUALIFICATIONS,
  EXPERIENCE_AND_SKILLS,
  MEDICAL_CONDITIONS,
} from './profile-definitions.js';

/** Every key of each definition list, as the definition calls and the seed serve them. */
export const DEFINITION_KEYS: Record<DefinitionKind, readonly string[]> = {
  first_booking_decline_reason: FIRST_BOOKING_DECLINE_REASONS,
  caregiver_cancelled_booking: CANCELLATION_REASONS.caregiver,
  customer_cancelled_booking: CANCELLATION_REASONS.customer,
  proposal_decline_reason: PROPOSAL_DECLINE_REASONS,
  confirmation_status_update_reason: CONFIRMATION_STATUS_UPDATE_REASONS,
  education_and_qualification: EDUCATION_AND_QUALIFICATIONS,
  experience_and_skill: EXPERIENCE_AND_SKILLS,
  medical_condition: MEDICAL_CONDITIONS,
};

/** The label of a definition key in `locale`, or the key itself when it has none. */
export function definitionLabel(kind: DefinitionKind, key: string, locale: Locale): string {
  const labels: Record<string, string> = definitionTexts[locale][kind];
  return labels[key] ?? key;
}

/** The label of a main service (by serviceId) or sub-service (by subServiceId). */
export function serviceLabel(serviceOrSubServiceId: string, locale: Locale): string {
  const labels: Record<string, string> = definitionTexts[locale].services;
  return labels[serviceOrSubServiceId] ?? serviceOrSubServiceId;
}

/** The label of a different_type_of_caregiver_needed sub-reason. */
export function subReasonLabel(subReason: string, locale: Locale): string {
  const labels: Record<string, string> = definitionTexts[locale].different_caregiver;
  return labels[subReason] ?? subReason;
}

/** Every main and sub service id with its labels in both languages, for seeding. */
export function serviceCatalogue(): {
  id: string;
  serviceId: string;
  labelDe: string;
  labelEn: string;
  subServices: { id: string; subServiceId: string; labelDe: string; labelEn: string }[];
}[] {
  return MAIN_SERVICES.map((service) => ({
    id: service.id,
    serviceId: service.serviceId,
    labelDe: serviceLabel(service.serviceId, 'de'),
    labelEn: serviceLabel(service.serviceId, 'en'),
    subServices: service.subServices.map((subService) => ({
      ...subService,
      labelDe: serviceLabel(subService.subServiceId, 'de'),
      labelEn: serviceLabel(subService.subServiceId, 'en'),
    })),
  }));
}
