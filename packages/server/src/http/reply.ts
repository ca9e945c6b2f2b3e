import type { ErrorCode } from '@careport/domain';
import type { FastifyReply } from 'fastify';

/** spec 1 §7, spec 2 §7: every REST answer is `{status, data}` or `{status, errorCode}`. */
export type DataReply<T> = { status: number; data: T };
export type ErrorReply = { status: number; errorCode: ErrorCode };

export function sendData<T>(reply: FastifyReply, data: T, status = 200): DataReply<T> {
  void reply.code(status);
  return { status, data };
}

export function sendError(reply: FastifyReply, status: number, errorCode: ErrorCode): FastifyReply {
  return reply.code(status).send({ status, errorCode } satisfies ErrorReply);
}
