import type { ErrorCode } from '@careport/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASIC_CHALLENGE } from '../auth/auth-challenge.js';
import { isAppError, OAuthError } from '../errors/app-error.js';
import { sendError } from './reply.js';

/**
 * Fastify's own 4xx errors (body parsing, content type, size, URL) mapped to our codes. Every one is
 * a client error: a request's shape must never produce a 500 (DESIGN.md "validation at the edge").
 */
function codeForClientStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'CANNOT_DESERIALIZE_REQUEST_DATA';
  }
}

/** Fastify's own errors and http-errors (e.g. from @fastify/send) carry their 4xx status. */
function isClientError(
  error: Partial<FastifyError>,
): error is FastifyError & { statusCode: number } {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/** The one error handler (STYLE.md §3): AppError, OAuthError, Fastify's 4xx, anything else 500. */
export function answerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (isAppError(error)) {
    const body: Record<string, unknown> = { status: error.httpStatus, errorCode: error.code };
    if (error.details) body.details = error.details;
    return reply.code(error.httpStatus).send(body);
  }
  if (error instanceof OAuthError) {
    // RFC 6749 §5.2: the scheme the token endpoint's clients authenticate with.
    if (error.httpStatus === 401) void reply.header('www-authenticate', BASIC_CHALLENGE);
    return reply
      .code(error.httpStatus)
      .header('cache-control', 'no-store')
      .send({
        error: error.error,
        ...(error.description === undefined ? {} : { error_description: error.description }),
      });
  }
  if (error !== null && typeof error === 'object' && isClientError(error)) {
    request.log.info({ code: error.code, message: error.message }, 'client error');
    if (error.validation !== undefined) {
      return sendError(reply, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA');
    }
    return sendError(reply, error.statusCode, codeForClientStatus(error.statusCode));
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, 500, 'INTERNAL_SERVER_ERROR');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
