import type { ErrorCode } from '@careport/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createEncodedBody, sendEncodedBody, type EncodedBody } from './encoded-body.js';

/** spec 1 §7, spec 2 §7: every REST answer is `{status, data}` or `{status, errorCode}`. */
export type DataReply<T> = { status: number; data: T };
export type ErrorReply = { status: number; errorCode: ErrorCode };

export function sendData<T>(reply: FastifyReply, data: T, status = 200): DataReply<T> {
  void reply.code(status);
  return { status, data };
}

/**
 * A `sendData` for whole lists that serialises (and compresses) each list once: the read cache
 * (services/read-cache.ts) hands out the same array while the database is unchanged, and
 * stringifying a two-year diary (~1 MB) per request would cost more than reading it from the cache.
 * The bytes are the ones Fastify's own JSON serialisation would send.
 */
export function createListSender<V>(
  toDto: (view: V) => unknown,
): (request: FastifyRequest, reply: FastifyReply, views: readonly V[]) => Promise<FastifyReply> {
  // Buffers, not strings: encoding ~1 MB of UTF-8 per request was the largest cost left.
  const bodies = new WeakMap<readonly V[], EncodedBody>();
  return (request, reply, views) => {
    let body = bodies.get(views);
    if (body === undefined) {
      const data = views.map((view) => toDto(view));
      body = createEncodedBody(
        Buffer.from(JSON.stringify({ status: 200, data } satisfies DataReply<unknown>)),
        'application/json; charset=utf-8',
      );
      bodies.set(views, body);
    }
    return sendEncodedBody(request, reply, body);
  };
}

/**
 * A `sendData` for one item of a cached list (services/read-cache.ts hands out the same objects
 * while the database is unchanged): serialised and compressed once per item object, not per request.
 */
export function createItemSender<V extends object>(
  toDto: (view: V) => unknown,
): (request: FastifyRequest, reply: FastifyReply, view: V) => Promise<FastifyReply> {
  const bodies = new WeakMap<V, EncodedBody>();
  return (request, reply, view) => {
    let body = bodies.get(view);
    if (body === undefined) {
      body = createEncodedBody(
        Buffer.from(
          JSON.stringify({ status: 200, data: toDto(view) } satisfies DataReply<unknown>),
        ),
        'application/json; charset=utf-8',
      );
      bodies.set(view, body);
    }
    return sendEncodedBody(request, reply, body);
  };
}

export function sendError(reply: FastifyReply, status: number, errorCode: ErrorCode): FastifyReply {
  return reply.code(status).send({ status, errorCode } satisfies ErrorReply);
}
