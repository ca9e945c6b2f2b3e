import { describe, expect, it } from 'vitest';
import { DEFINITION_KINDS } from '../catalogue/enums.js';
import { catalogues } from '../i18n/index.js';
import {
  DEFINITION_KEYS,
  definitionLabel,
  serviceCatalogue,
  serviceLabel,
} from './definition-labels.js';
import { MAIN_SERVICES, SUB_SERVICE_IDS } from './main-services.js';
import {
  CANCELLATION_REASONS,
  isOtherCancellationReason,
  PROPOSAL_DECLINE_REASONS,
} from './reasons.js';

describe('definition lists (spec 1 §3, spec 2 §3)', () => {
  it.each(DEFINITION_KINDS.map((kind) => [kind]))(
    'every %s key has a label in de and en',
    (kind) => {
      for (const key of DEFINITION_KEYS[kind]) {
        expect(definitionLabel(kind, key, 'de')).not.toBe(key);
        expect(definitionLabel(kind, key, 'en')).not.toBe(key);
      }
      expect(Object.keys(catalogues.de.definitions[kind]).sort()).toEqual(
        [...DEFINITION_KEYS[kind]].sort(),
      );
    },
  );

  it("spec 1 §3: proposal decline reasons and the 'other' cancellation keys", () => {
    expect(PROPOSAL_DECLINE_REASONS).toEqual([
      'distance_too_large',
      'too_many_hours_requested',
      'requested_services_do_not_match',
      'other',
    ]);
    expect(CANCELLATION_REASONS.customer).toContain('customer_andere');
    expect(CANCELLATION_REASONS.caregiver).toContain('caregiver_andere');
    expect(isOtherCancellationReason('customer_andere')).toBe(true);
    expect(isOtherCancellationReason('customer_illness')).toBe(false);
  });

  it('services have unique ids and labels in both languages', () => {
    const ids = [...MAIN_SERVICES.map((s) => s.id), ...SUB_SERVICE_IDS];
    expect(new Set(ids).size).toBe(ids.length);
    for (const service of serviceCatalogue()) {
      expect(service.labelDe).not.toBe(service.serviceId);
      expect(service.labelEn).not.toBe(service.serviceId);
      for (const sub of service.subServices) expect(sub.labelDe).not.toBe(sub.subServiceId);
    }
    expect(serviceLabel('unknown', 'de')).toBe('unknown');
  });
});
