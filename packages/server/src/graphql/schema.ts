import { builder } from './builder.js';
import './types/caregiver.js';
import './types/booking.js';
import './types/contract.js';
import './types/proposal.js';
import './types/password-reset.js';
import './types/absence.js';
import './types/profile-mutations.js';
import './types/dashboard-stats.js';
import './types/help.js';
import './types/invoice.js';
// Issue 12 (finance screens, service documentation)
import './types/finance.js';
import './types/service-documentation.js';

/** The whole GraphQL schema; `npm run -w packages/server export-schema` writes its SDL to docs/api. */
export const schema = builder.toSchema({ sortSchema: true });
