import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { assertDescribedAnswer, describedRoute } from './api-answers.js';

const answer = (statusCode: number, body: unknown, type = 'application/json') =>
  ({
    statusCode,
    body: JSON.stringify(body),
    headers: { 'content-type': type },
    json: () => body,
  }) as unknown as LightMyRequestResponse;

describe('the answers check of the server tests (issue 41)', () => {
  it('finds the described call, static segments before parameters', () => {
    expect(describedRoute('POST', '/caregiver-app/booking/fulfill/b1')?.path).toBe(
      '/caregiver-app/booking/fulfill/:id',
    );
    expect(describedRoute('GET', '/caregiver-app/booking/b1?x=1')?.path).toBe(
      '/caregiver-app/booking/:id',
    );
    expect(describedRoute('POST', '/graphql')).toBeUndefined();
  });

  it('passes an answer as described', () => {
    const body = { status: 200, data: { booking_id: 'b1' } };
    expect(() =>
      assertDescribedAnswer('POST', '/caregiver-app/booking/delete/b1', answer(200, body)),
    ).not.toThrow();
  });

  it('fails a status the description does not list, naming the call', () => {
    expect(() =>
      assertDescribedAnswer('GET', '/caregiver-app/booking', answer(418, { status: 418 })),
    ).toThrow(/GET \/caregiver-app\/booking answered 418, a status .* does not describe/);
  });

  it('fails a body off its schema, naming the field', () => {
    const body = { status: 200, data: { booking_id: 'b1', extra: true } };
    expect(() =>
      assertDescribedAnswer('POST', '/caregiver-app/booking/delete/b1', answer(200, body)),
    ).toThrow(/off its description: data: Unrecognized key: "extra"/);
    expect(() =>
      assertDescribedAnswer(
        'GET',
        '/caregiver-app/booking/b1',
        answer(404, { status: 404, errorCode: 'NO_SUCH_CODE' }),
      ),
    ).toThrow(/errorCode/);
  });
});
