import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isAppError } from '../../errors/app-error.js';
import { isOpsError, OpsError } from '../../services/ops/ops-error.js';

/** `{status, errorCode, message}`: the back office's callers read the message, scripts the code. */
export function answerOpsError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (isOpsError(error)) {
    const body: Record<string, unknown> = {
      status: error.httpStatus,
      errorCode: error.code,
      message: error.message,
    };
    if (error.details) body.details = error.details;
    return reply.code(error.httpStatus).send(body);
  }
  if (isAppError(error)) {
    return reply
      .code(error.httpStatus)
      .send({ status: error.httpStatus, errorCode: error.code, message: error.code });
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own: malformed JSON (400), a body over the limit (413), a content type it has no
    // parser for (415): the statuses the rest of the API answers (docs/api/openapi.json).
    const message = error instanceof Error ? error.message : 'The request could not be read.';
    const answered = status === 413 || status === 415 ? status : 400;
    return reply
      .code(answered)
      .send({ status: answered, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA', message });
  }
  request.log.error({ err: error }, 'unexpected error in the back office');
  return reply.code(500).send({
    status: 500,
    errorCode: 'INTERNAL_SERVER_ERROR',
    message: 'Unexpected server error; the server log has the details.',
  });
}

/** Parses a body or query; a wrong shape answers 400 naming every field at fault. */
export function parseOpsInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    details[field] ??= issue.message;
  }
  const message = Object.entries(details)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');
  throw new OpsError('CANNOT_DESERIALIZE_REQUEST_DATA', `Invalid request: ${message}`, details);
}
