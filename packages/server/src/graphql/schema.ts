import { builder } from './builder.js';
import './types/caregiver.js';
import './types/booking.js';
import './types/contract.js';
import './types/proposal.js';
import './types/password-reset.js';

/** The whole GraphQL schema; `npm run -w packages/server export-schema` writes its SDL to docs/api. */
export const schema = builder.toSchema({ sortSchema: true });
