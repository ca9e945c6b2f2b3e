import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createContract } from '../seed/factories.js';
import { bookingAt, bookingRow, HOUR, signIn } from '../test/booking-helpers.js';
import { createTestApp, form, FORM_HEADERS, type TestApp } from '../test/test-app.js';

// Issue 15 #10: a NUL answered 500 wherever a string reached SQL. Control characters are refused
// at the edge, as a client error with the field's code; line breaks only in multi-line fields.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const graphql = (query: string, variables: object, token?: string) =>
  t.request({
    method: 'POST',
    url: '/graphql',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    payload: { query, variables },
  });

describe('control characters at the edge (issue 15 #10)', () => {
  it('answers a NUL in the password grant (unauthenticated, form-encoded) with invalid_request', async () => {
    const caregiver = await t.createCaregiver();
    for (const fields of [
      { username: '\u0000', password: 'x' },
      { username: `${caregiver.email}\u0000`, password: caregiver.password },
      { username: caregiver.email, password: `${caregiver.password}\u0000` },
      { username: caregiver.email, password: caregiver.password, client_id: 'a\u0000' },
    ]) {
      const answer = await t.request({
        method: 'POST',
        url: '/auth/token',
        headers: FORM_HEADERS,
        payload: form({
          grant_type: 'password',
          client_id: t.client.clientId,
          client_secret: t.client.clientSecret,
          ...fields,
        }),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: 'invalid_request' });
    }
    // Nothing was counted against the account: the right password still works.
    expect((await t.login(caregiver.email, caregiver.password)).access_token).toBeTruthy();
  });

  it('refuses a control character in the cancellation text and changes nothing; a line break is fine there', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    const url = `/caregiver-app/booking/cancel/${booking.id}`;
    const body = { cancellation_type: 'caregiver', cancellation_reason: 'caregiver_andere' };
    for (const extra of ['Grund\u0000', '\u0007', 'a\u001Bb', 'x\u007F', '\u0085']) {
      const answer = await jonas.api.post(url, { ...body, cancellation_extra_reason: extra });
      expect(answer.statusCode).toBe(400);
      // The cancel form's own code (CANCELLATION_REASON_INVALID), with the field's detail.
      expect(answer.body).toMatchObject({
        details: { cancellation_extra_reason: 'VALIDATION_INVALID_CHARACTERS' },
      });
    }
    expect((await bookingRow(t, booking.id))?.cancelledAt).toBeNull();
    // A NUL in the reason (a one-line choice) too.
    const reason = await jonas.api.post(url, { ...body, cancellation_reason: 'caregiver\u0000' });
    expect(reason.body).toMatchObject({
      details: { cancellation_reason: 'VALIDATION_INVALID_CHARACTERS' },
    });

    const multiLine = await jonas.api.post(url, {
      ...body,
      cancellation_extra_reason: 'Krank.\nBitte neu planen.',
    });
    expect(multiLine.statusCode).toBe(200);
    expect((await bookingRow(t, booking.id))?.cancellationExtraReason).toBe(
      'Krank.\nBitte neu planen.',
    );
  });

  it('refuses a NUL in the feedback texts (GraphQL variables) and stores nothing', async () => {
    const jonas = await signIn(t, true);
    const booking = await createBooking(t.db, {
      caregiverId: jonas.id,
      status: 'FULFILLED',
      surveyStatus: 'false',
    });
    const answer = await graphql(
      `
        mutation ($input: BookingFeedbackInput!) {
          bookingFeedback(input: $input) {
            status
          }
        }
      `,
      {
        input: {
          bookingId: booking.id,
          careReceiverMood: 'GOOD',
          careReceiverMoodAdditionalText: 'gut\u0000',
          customerEnergy: 'HIGH',
        },
      },
      jonas.token,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ status: 400, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
    expect((await bookingRow(t, booking.id))?.surveyStatus).toBe('false');
  });

  it('refuses a NUL in the reset e-mail, as a variable or as a literal', async () => {
    const mailsBefore = t.mails.length;
    const asVariable = await graphql(
      `
        mutation ($input: RequestPasswordResetInput!) {
          requestPasswordReset(input: $input) {
            status
          }
        }
      `,
      { input: { email: 'anna@careport.example\u0000' } },
    );
    expect(asVariable.statusCode).toBe(400);
    // A GraphQL escape in the document itself (the text \u0000, not a NUL byte).
    const literal = 'anna' + '\\' + 'u0000@careport.example';
    const asLiteral = await graphql(
      'mutation { requestPasswordReset(input: { email: "' + literal + '" }) { status } }',
      {},
    );
    expect(asLiteral.statusCode).toBe(400);
    expect(asLiteral.json()).toEqual({
      errors: [
        expect.objectContaining({ extensions: { code: 'CANNOT_DESERIALIZE_REQUEST_DATA' } }),
      ],
    });
    await t.settle();
    expect(t.mails).toHaveLength(mailsBefore);
  });

  it('refuses a line break in a one-line field with the field code', async () => {
    const answer = await graphql(
      `
        mutation ($input: RequestPasswordResetInput!) {
          requestPasswordReset(input: $input) {
            status
          }
        }
      `,
      { input: { email: 'anna@careport.example\nBcc: x@evil.example' } },
    );
    expect(answer.json()).toMatchObject({
      errors: [
        {
          extensions: {
            code: 'CANNOT_DESERIALIZE_REQUEST_DATA',
            details: { email: 'VALIDATION_INVALID_CHARACTERS' },
          },
        },
      ],
    });
  });

  it('never answers 5xx for a NUL in a path or query (ignored or refused)', async () => {
    const anna = await signIn(t);
    for (const url of [
      '/caregiver-app/booking/%00',
      '/caregiver-app/booking?from=%00',
      '/caregiver-app/contract-aggregate/%00',
      '/caregiver-app/booking/image/download/%00',
      '/graphql?query=%7B__typename%7D&x=%00',
    ]) {
      const answer = await anna.api.get(url);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });

  // Issue 42: JSON's "\ud800" arrives as a lone UTF-16 half, which PostgreSQL's UTF-8 stored
  // silently as U+FFFD. Refused like a control character, wherever text comes in.
  const LONE = ['\ud800', 'Krank\udc00', '\udc75\ud83d'];

  it('refuses a lone surrogate in a REST body with the field code and changes nothing', async () => {
    const jonas = await signIn(t, true);
    const contract = await createContract(t.db, { caregiverId: jonas.id });
    const booking = await bookingAt(t, contract.id, 24 * HOUR);
    for (const extra of LONE) {
      // As the JSON text a client sends: the escape, not a UTF-8 encoding of the surrogate.
      const answer = await t.request({
        method: 'POST',
        url: `/caregiver-app/booking/cancel/${booking.id}`,
        headers: { authorization: `Bearer ${jonas.token}`, 'content-type': 'application/json' },
        payload: `{"cancellation_type":"caregiver","cancellation_reason":"caregiver_andere","cancellation_extra_reason":${JSON.stringify(extra)}}`,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        details: { cancellation_extra_reason: 'VALIDATION_INVALID_CHARACTERS' },
      });
    }
    expect((await bookingRow(t, booking.id))?.cancelledAt).toBeNull();
    // An emoji (a surrogate pair) is text like any other.
    const emoji = await jonas.api.post(`/caregiver-app/booking/cancel/${booking.id}`, {
      cancellation_type: 'caregiver',
      cancellation_reason: 'caregiver_andere',
      cancellation_extra_reason: 'Krank 🤒',
    });
    expect(emoji.statusCode).toBe(200);
    expect((await bookingRow(t, booking.id))?.cancellationExtraReason).toBe('Krank 🤒');
  });

  it('refuses a lone surrogate in the password grant with invalid_request', async () => {
    const caregiver = await t.createCaregiver();
    const answer = await t.request({
      method: 'POST',
      url: '/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        grant_type: 'password',
        client_id: t.client.clientId,
        client_secret: t.client.clientSecret,
        username: `${caregiver.email}\ud800`,
        password: caregiver.password,
      }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'invalid_request' });
  });

  it('refuses a lone surrogate in GraphQL variables, documents and GET variables', async () => {
    const jonas = await signIn(t, true);
    const booking = await createBooking(t.db, {
      caregiverId: jonas.id,
      status: 'FULFILLED',
      surveyStatus: 'false',
    });
    const mutation = `mutation ($input: BookingFeedbackInput!) { bookingFeedback(input: $input) { status } }`;
    for (const text of LONE) {
      const asVariable = await graphql(
        mutation,
        {
          input: {
            bookingId: booking.id,
            careReceiverMood: 'GOOD',
            careReceiverMoodAdditionalText: text,
            customerEnergy: 'HIGH',
          },
        },
        jonas.token,
      );
      expect(asVariable.statusCode).toBe(400);
      expect(asVariable.json()).toEqual({
        status: 400,
        errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      });
      // The character itself inside the document's string literal.
      const inDocument = await graphql(
        `mutation { bookingFeedback(input: { bookingId: "${booking.id}", careReceiverMood: GOOD, customerEnergy: HIGH, careReceiverMoodAdditionalText: "${text}" }) { status } }`,
        {},
        jonas.token,
      );
      expect(inDocument.statusCode).toBe(400);
    }
    expect((await bookingRow(t, booking.id))?.surveyStatus).toBe('false');
    // The GraphQL escape \ud800 in a literal, and a GET request's variables (JSON in the query).
    const escaped = await graphql(
      'mutation { requestPasswordReset(input: { email: "anna' +
        '\\' +
        'ud800@careport.example" }) { status } }',
      {},
    );
    expect(escaped.statusCode).toBe(400);
    const query = 'query ($id: String!) { contract(contractId: $id) { contractId } }';
    const get = await t.request({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{"id":"\\ud800"}')}`,
      headers: { authorization: `Bearer ${jonas.token}` },
    });
    expect(get.statusCode).toBe(400);
    expect(get.json()).toEqual({ status: 400, errorCode: 'CANNOT_DESERIALIZE_REQUEST_DATA' });
  });

  it('takes an encoded surrogate in a query string only as the text it is (never 5xx)', async () => {
    const anna = await signIn(t);
    for (const url of [
      '/caregiver-app/booking?from=%ED%A0%80',
      '/caregiver-app/booking?from=%uD800',
      '/graphql?query=%7B__typename%7D&x=%ED%A0%80',
    ]) {
      const answer = await anna.api.get(url);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });
});
