import type { ApiRoute } from './api-route.js';
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
];

/** `/booking/:id` → `/booking/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, '{$1}');
