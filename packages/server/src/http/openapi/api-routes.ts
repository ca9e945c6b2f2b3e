import { error, JSON_BODY_ERRORS, type ApiAnswer, type ApiRoute } from './api-route.js';
import { authApi } from './auth-api.js';
import { bookingApi, firstBookingApi } from './booking-api.js';
import { caregiverApi } from './caregiver-api.js';
import { consoleApi } from './console-api.js';
import { contractApi } from './contract-api.js';
import { definitionApi } from './definition-api.js';
import { filesApi } from './files-api.js';
import { opsApi } from './ops-api.js';
import { publicApi } from './public-api.js';
import { staffApi } from './staff-api.js';

/** Every REST call the server answers (a test keeps this list and the app's routes equal). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...authApi,
  ...bookingApi,
  ...firstBookingApi,
  ...caregiverApi,
  ...filesApi,
  ...definitionApi,
  ...publicApi,
  ...opsApi,
  ...consoleApi,
  ...contractApi,
  ...staffApi,
].map(withEdgeErrors);

/**
 * What the edge answers before a route runs (DESIGN.md "validation at the edge"), a route's own
 * description of these statuses first: a POST or PUT reads whatever body comes, even where it takes
 * none (malformed JSON, a body over the limit, an unknown content type), and a path parameter over
 * 100 characters is refused by the router (security-headers.ts frameworkErrors).
 */
function withEdgeErrors(route: ApiRoute): ApiRoute {
  const edge: Record<number, ApiAnswer> = route.method === 'GET' ? {} : { ...JSON_BODY_ERRORS };
  if (route.params) edge[414] = error('A path parameter over 100 characters');
  return { ...route, answers: { ...edge, ...route.answers } };
}

/** `/booking/:id` → `/booking/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
