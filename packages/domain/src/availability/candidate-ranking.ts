// Issue 40: whom the dispatcher proposes a service request to, best first. What counts, in order:
// free on the requested day and not absent (spec 2 §2 availability), then the services asked for,
// the distance (by the positions of the caregiver's customers; the code has no postcode table),
// the languages, and last the postcode area as a stand-in when no distance is known.

export type Position = { latitude: number; longitude: number };

export type CandidateFacts = {
  freeOnRequestedDay: boolean;
  absent: boolean;
  bookedOut: boolean;
  /** How many of the requested services the caregiver offers, and how many were requested. */
  matchingServices: number;
  requestedServices: number;
  distanceKm: number | null;
  /** The caregiver's travel distance (spec 2 §5: 1 to 30 km). */
  travelDistanceKm: number;
  /** Languages shared with the care receiver's (0 when the request names none). */
  sharedLanguages: number;
  /** Leading digits shared by the two postcodes (0–5). */
  postcodeDigitsShared: number;
};

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in km with one decimal. */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** The centre of positions (their mean: good enough within a city), or null for none. */
export function centreOf(positions: readonly Position[]): Position | null {
  if (positions.length === 0) return null;
  const sum = positions.reduce(
    (total, p) => ({
      latitude: total.latitude + p.latitude,
      longitude: total.longitude + p.longitude,
    }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / positions.length, longitude: sum.longitude / positions.length };
}

/** Leading digits two postcodes share (German postcodes: the first two digits are a region). */
export function sharedPostcodeDigits(a: string | null, b: string | null): number {
  if (!a || !b) return 0;
  let shared = 0;
  while (shared < Math.min(a.length, b.length) && a[shared] === b[shared]) shared += 1;
  return shared;
}

/**
 * Higher is better. The day decides the tier (free 200+, busy 100+, absent 0+): such a caregiver
 * stays on the list (the dispatcher may still call) but below every free one. Within a tier at
 * most 65 points: services 20, distance 15, languages 10, taking new customers 5.
 */
export function candidateScore(facts: CandidateFacts): number {
  let score = facts.absent ? 0 : facts.freeOnRequestedDay ? 200 : 100;
  if (!facts.bookedOut) score += 5;
  score +=
    facts.requestedServices === 0 ? 20 : (20 * facts.matchingServices) / facts.requestedServices;
  if (facts.distanceKm !== null) {
    // Full marks within the caregiver's own travel distance, falling to none at three times it.
    const reach = facts.travelDistanceKm;
    score +=
      facts.distanceKm <= reach
        ? 15
        : Math.max(0, 15 * (1 - (facts.distanceKm - reach) / (2 * reach)));
  } else {
    score += 3 * Math.min(facts.postcodeDigitsShared, 5);
  }
  score += Math.min(facts.sharedLanguages, 2) * 5;
  return Math.round(score * 10) / 10;
}
