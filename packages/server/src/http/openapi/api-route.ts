// The REST calls as data (issue 41): each area's module lists its routes with the zod schemas the
// routes validate with and answer in; openapi-document.ts turns the list into OpenAPI 3.1, and the
// server's tests check every answer they receive against the same schemas (test/api-answers.ts).
import { ERROR_CODES } from '@careport/domain';
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Who may call: a caregiver's bearer token, a client-credentials token, the back office, anyone. */
export type ApiSecurity = 'caregiver' | 'definitionRead' | 'ops' | 'none' | 'downloadToken';

export type ApiAnswer = {
  description: string;
  /** The JSON body; omitted for a body that is a file (`contentType`) or none (204). */
  schema?: z.ZodType;
  /** Default application/json when `schema` is given. */
  contentType?: string;
};

export type ApiRoute = {
  method: HttpMethod;
  /** Fastify's spelling (`/caregiver-app/booking/:id`), as the route is registered. */
  path: string;
  summary: string;
  tag: string;
  security: ApiSecurity;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: { schema: z.ZodType; contentType?: string | string[]; isRequired?: boolean };
  /** Every status the route answers, keyed by its number. */
  answers: Record<number, ApiAnswer>;
};

/** spec 1 §7: a success is `{status, data}`. */
export function dataReply<Data extends z.ZodType>(data: Data) {
  return z.strictObject({ status: z.int(), data });
}

/** spec 1 §7: a failure is `{status, errorCode}`, a validation failure with `details`. */
export const errorReplySchema = z
  .strictObject({
    status: z.int(),
    errorCode: z.enum(ERROR_CODES),
    details: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorReply' });

export const error = (description: string): ApiAnswer => ({
  description,
  schema: errorReplySchema,
});

export const ok = (description: string, data: z.ZodType): ApiAnswer => ({
  description,
  schema: dataReply(data),
});

/** A file answer: its bytes, its type. */
export const file = (description: string, contentType: string): ApiAnswer => ({
  description,
  contentType,
});

/** The answers of every call that reads a JSON body (DESIGN.md "validation at the edge"). */
export const JSON_BODY_ERRORS = {
  400: error('Malformed JSON, a wrong shape or a broken rule (`details` names the fields)'),
  413: error('Body over the limit'),
  415: error('A content type other than JSON or a form'),
} satisfies Record<number, ApiAnswer>;

export const CAREGIVER_ERRORS = {
  401: error('Missing, forged, expired or revoked token (WWW-Authenticate: Bearer)'),
  403: error('A valid token of another kind (insufficient_scope), or an employee where refused'),
} satisfies Record<number, ApiAnswer>;

/** A path parameter: the id's text; the route answers its own code for a malformed one. */
export const idParam = (name: string, description: string) =>
  z.strictObject({ [name]: z.string().meta({ description }) });
