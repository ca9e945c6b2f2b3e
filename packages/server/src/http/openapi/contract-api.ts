// Issue 40: the console's contracts, their service documentation files and the care receivers,
// under /ops (records 0105, 0106).
import type { z } from 'zod';
import {
  listCareReceiversQuerySchema,
  listContractsQuerySchema,
} from '../../services/ops/contracts/contract-schemas.js';
import { opsErrorReplySchema } from '../ops/ops-dto-schemas.js';
import { file, idParam, ok, type ApiAnswer, type ApiRoute } from './api-route.js';
import {
  careReceiverListSchema,
  contractDetailSchema,
  contractListSchema,
} from './contract-dto-schemas.js';

const tag = 'Back office: contracts and care receivers';
const refused = (description: string): ApiAnswer => ({ description, schema: opsErrorReplySchema });
const COMMON = {
  400: refused('A wrong query (`details` names every field at fault) or a malformed id'),
  401: refused('Missing or invalid back-office token'),
  403: refused('A token without the back-office scope, or a staff role not allowed'),
} satisfies Record<number, ApiAnswer>;
// A plain object: a query's numbers arrive as text and are coerced (the schema's input differs).
const query = (schema: z.ZodType) => schema as z.ZodObject;

export const contractApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/ops/contracts',
    summary: 'Contracts, overdue service documentation first, then newest (dispatcher, finance)',
    tag,
    security: 'ops',
    query: query(listContractsQuerySchema),
    answers: { 200: ok('A page of contracts', contractListSchema), ...COMMON },
  },
  {
    method: 'GET',
    path: '/ops/contracts/:contractId',
    summary: 'One contract with its service documentation periods and files (dispatcher, finance)',
    tag,
    security: 'ops',
    params: idParam('contractId', 'The contract id (a UUID)'),
    answers: {
      200: ok('The contract', contractDetailSchema),
      ...COMMON,
      404: refused('CONTRACT_NOT_FOUND'),
    },
  },
  {
    method: 'GET',
    path: '/ops/service-documentation/files/:fileId',
    summary: 'A service documentation file, shown inline (dispatcher, finance)',
    tag,
    security: 'ops',
    params: idParam('fileId', 'The file id (a UUID), from the contract detail'),
    answers: {
      200: file('The file (PDF, JPEG or PNG), inline, sandboxed', 'application/octet-stream'),
      ...COMMON,
      404: refused('SERVICE_DOCUMENTATION_FILE_NOT_FOUND'),
    },
  },
  {
    method: 'GET',
    path: '/ops/care-receivers',
    summary: 'Care receivers with their last contract end and retention state (admin)',
    tag,
    security: 'ops',
    query: query(listCareReceiversQuerySchema),
    answers: { 200: ok('A page of care receivers', careReceiverListSchema), ...COMMON },
  },
];
