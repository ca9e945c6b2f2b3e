import { describe, expect, it } from 'vitest';
import {
  candidateScore,
  centreOf,
  distanceKm,
  sharedPostcodeDigits,
  type CandidateFacts,
} from './candidate-ranking.js';

const base: CandidateFacts = {
  freeOnRequestedDay: true,
  absent: false,
  bookedOut: false,
  matchingServices: 2,
  requestedServices: 2,
  distanceKm: 2,
  travelDistanceKm: 15,
  sharedLanguages: 1,
  postcodeDigitsShared: 0,
};

describe('issue 40: ranking candidates for a service request', () => {
  it('measures the distance between two Berlin addresses', () => {
    const alexanderplatz = { latitude: 52.5219, longitude: 13.4132 };
    const potsdamerPlatz = { latitude: 52.5096, longitude: 13.3759 };
    expect(distanceKm(alexanderplatz, potsdamerPlatz)).toBeCloseTo(2.8, 0);
    expect(centreOf([])).toBeNull();
    expect(centreOf([alexanderplatz, potsdamerPlatz])?.latitude).toBeCloseTo(52.51575, 4);
  });

  it('counts the postcode digits shared', () => {
    expect(sharedPostcodeDigits('10437', '10435')).toBe(4);
    expect(sharedPostcodeDigits('10437', '80331')).toBe(0);
    expect(sharedPostcodeDigits(null, '10437')).toBe(0);
  });

  it('puts an absent or busy caregiver below every free one', () => {
    const free = candidateScore({
      ...base,
      matchingServices: 0,
      distanceKm: 40,
      sharedLanguages: 0,
    });
    expect(candidateScore({ ...base, absent: true })).toBeLessThan(free);
    expect(candidateScore({ ...base, freeOnRequestedDay: false })).toBeLessThan(free);
  });

  it('prefers matching services, then nearness, then languages', () => {
    const best = candidateScore(base);
    expect(candidateScore({ ...base, matchingServices: 1 })).toBeLessThan(best);
    expect(candidateScore({ ...base, distanceKm: 30 })).toBeLessThan(best);
    expect(candidateScore({ ...base, sharedLanguages: 0 })).toBeLessThan(best);
    expect(candidateScore({ ...base, distanceKm: null, postcodeDigitsShared: 4 })).toBeLessThan(
      best,
    );
  });
});
