import { JSON_BODY_ERRORS, type ApiRoute } from './api-route.js';
import { authApi } from './auth-api.js';
import { bookingApi, firstBookingApi } from './booking-api.js';
import { caregiverApi } from './caregiver-api.js';
import { definitionApi } from './definition-api.js';
import { opsApi } from './ops-api.js';
import { publicApi } from './public-api.js';

/** Every REST call the server answers (a test keeps this list and the app's routes equal). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...authApi,
  ...bookingApi,
  ...firstBookingApi,
  ...caregiverApi,
  ...definitionApi,
  ...publicApi,
  ...opsApi,
].map(withBodyErrors);

/**
 * A POST or PUT reads whatever body comes, even where it takes none: malformed JSON, a body over
 * the limit or an unknown content type is refused before the route runs (DESIGN.md "validation at
 * the edge"). A route's own description of these statuses comes first.
 */
function withBodyErrors(route: ApiRoute): ApiRoute {
  if (route.method === 'GET') return route;
  return { ...route, answers: { ...JSON_BODY_ERRORS, ...route.answers } };
}

/** `/booking/:id` → `/booking/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
