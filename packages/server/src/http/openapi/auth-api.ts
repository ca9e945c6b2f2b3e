// spec 2 §7 the OAuth token endpoint and our logout; plain OAuth 2 JSON on /auth/token.
import { z } from 'zod';
import {
  passwordGrantSchema,
  refreshGrantSchema,
  revokeRequestSchema,
  staffPasswordGrantSchema,
  tokenRequestBaseSchema,
} from '../auth-token-schemas.js';
import {
  errorReplySchema,
  file,
  JSON_BODY_ERRORS,
  ok,
  type ApiAnswer,
  type ApiRoute,
} from './api-route.js';

const FORM_OR_JSON = ['application/x-www-form-urlencoded', 'application/json'];

/** The grants' fields in one body: which apply depends on grant_type (docs/api/rest.md). */
const tokenRequestSchema = tokenRequestBaseSchema
  .extend(passwordGrantSchema.partial().shape)
  .extend(staffPasswordGrantSchema.pick({ otp: true }).shape)
  .extend(refreshGrantSchema.partial().shape);

/** RFC 6749 §5.1. What auth/token-grants.ts answers. */
const tokenAnswerSchema = z
  .strictObject({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.int(),
    scope: z.string(),
    refresh_token: z.string().optional().meta({ description: 'Not for client credentials' }),
    role: z
      .enum(['dispatcher', 'finance', 'admin'])
      .optional()
      .meta({ description: 'Issue 40: the console’s grants (client_id=careport-console) only' }),
  })
  .meta({ id: 'TokenAnswer' });

/** RFC 6749 §5.2. */
const oauthErrorSchema = z
  .strictObject({
    error: z.enum([
      'invalid_request',
      'invalid_client',
      'invalid_grant',
      'unauthorized_client',
      'unsupported_grant_type',
      'invalid_scope',
      'too_many_requests',
    ]),
    error_description: z
      .string()
      .optional()
      .meta({ description: 'For a person; the console’s `otp_required` starts with that word' }),
  })
  .meta({ id: 'OAuthError' });
const oauthError = (description: string): ApiAnswer => ({ description, schema: oauthErrorSchema });

export const authApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/auth/token',
    summary: 'A token: password, refresh_token or client_credentials grant',
    tag: 'Auth',
    security: 'none',
    body: { schema: tokenRequestSchema, contentType: FORM_OR_JSON },
    answers: {
      200: { description: 'The token (Cache-Control: no-store)', schema: tokenAnswerSchema },
      400: {
        description:
          'invalid_request, invalid_grant, unsupported_grant_type or invalid_scope; a body no ' +
          'parser can read (malformed JSON, a broken form escape) answers the API’s own ErrorReply',
        schema: z.union([oauthErrorSchema, errorReplySchema]),
      },
      401: oauthError('invalid_client'),
      413: JSON_BODY_ERRORS[413],
      415: JSON_BODY_ERRORS[415],
      429: oauthError('too_many_requests: too many failed passwords'),
    },
  },
  {
    method: 'POST',
    path: '/auth/revoke',
    summary: "Logout: revoke a refresh token's family and its access tokens",
    tag: 'Auth',
    security: 'none',
    body: { schema: revokeRequestSchema, contentType: FORM_OR_JSON },
    answers: {
      200: ok(
        'Revoked (also for an unknown or already revoked token)',
        z.strictObject({ revoked: z.literal(true) }),
      ),
      // RFC 7009 §2.2.1: the token endpoint's error answers.
      400: {
        description:
          'invalid_request (no token), unauthorized_client (another client’s token); a body no ' +
          'parser can read answers the API’s own ErrorReply',
        schema: z.union([oauthErrorSchema, errorReplySchema]),
      },
      401: oauthError('invalid_client: the client credentials sent are wrong'),
      413: JSON_BODY_ERRORS[413],
      415: JSON_BODY_ERRORS[415],
    },
  },
  {
    method: 'GET',
    path: '/.well-known/oauth-authorization-server',
    summary: 'Authorization server metadata (RFC 8414)',
    tag: 'Auth',
    security: 'none',
    answers: {
      200: {
        description: 'Where the endpoints are and what they accept',
        schema: z
          .strictObject({
            issuer: z.string(),
            token_endpoint: z.string(),
            revocation_endpoint: z.string(),
            jwks_uri: z.string(),
            grant_types_supported: z.array(z.string()),
            response_types_supported: z.array(z.string()),
            scopes_supported: z.array(z.string()),
            token_endpoint_auth_methods_supported: z.array(z.string()),
            revocation_endpoint_auth_methods_supported: z.array(z.string()),
          })
          .meta({ id: 'AuthorizationServerMetadata' }),
      },
    },
  },
  {
    method: 'GET',
    path: '/.well-known/jwks.json',
    summary: "The access tokens' public keys (RFC 7517), the retired ones while their tokens live",
    tag: 'Auth',
    security: 'none',
    answers: { 200: file('A JWK set of ES256 public keys', 'application/jwk-set+json') },
  },
];
