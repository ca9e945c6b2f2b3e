import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAbsence } from '../../seed/factories.js';
import { signIn } from '../../test/booking-helpers.js';
import { firstError, graphqlAs } from '../../test/graphql-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const AVAILABILITY = `{ me { id bookedOut travelDistance absences { id absenceId from to reason } } }`;
type Absence = { id: string; absenceId: string; from: string; to: string; reason: string };
type Availability = {
  me: { id: string; bookedOut: boolean; travelDistance: number; absences: Absence[] };
};

const CREATE = `mutation ($input: AbsenceInput!) {
  createCaregiverAbsence(input: $input) { id absenceId from to reason } }`;
const UPDATE = `mutation ($input: UpdateAbsenceInput!) {
  updateCaregiverAbsence(input: $input) { absenceId from to reason } }`;
const DELETE = `mutation ($id: String!) { deleteCaregiverAbsence(id: $id) { deletedId } }`;
const BOOKED_OUT = `mutation ($value: Boolean!) {
  setCaregiverBookedOut(input: { bookedOut: $value }) { bookedOut } }`;
const DISTANCE = `mutation ($km: Int!) {
  updateCaregiverTravelDistance(input: { travelDistance: $km }) { travelDistance } }`;

describe('spec 2 §7 availability: booked out and travel distance', () => {
  it('switches booked out off and on and stores the travel distance', async () => {
    const anna = await signIn(t);
    const on = await graphqlAs<{ setCaregiverBookedOut: { bookedOut: boolean } }>(
      t,
      anna.token,
      BOOKED_OUT,
      { value: true },
    );
    expect(on.data?.setCaregiverBookedOut.bookedOut).toBe(true);
    const distance = await graphqlAs<{ updateCaregiverTravelDistance: { travelDistance: number } }>(
      t,
      anna.token,
      DISTANCE,
      { km: 30 },
    );
    expect(distance.data?.updateCaregiverTravelDistance.travelDistance).toBe(30);
    const read = await graphqlAs<Availability>(t, anna.token, AVAILABILITY);
    expect(read.data?.me).toMatchObject({ bookedOut: true, travelDistance: 30, absences: [] });
    // spec 2 §7 node refetch of bookedOut and travelDistance through the caregiver's node.
    const node = await graphqlAs<{ node: { bookedOut: boolean; travelDistance: number } }>(
      t,
      anna.token,
      `query ($id: ID!) { node(id: $id) { ... on Caregiver { bookedOut travelDistance } } }`,
      { id: read.data?.me.id },
    );
    expect(node.data?.node).toEqual({ bookedOut: true, travelDistance: 30 });
    await graphqlAs(t, anna.token, BOOKED_OUT, { value: false });
    const after = await graphqlAs<Availability>(t, anna.token, AVAILABILITY);
    expect(after.data?.me.bookedOut).toBe(false);
  });

  it.each([0, 31, -5])('refuses a travel distance of %i km and keeps the old one', async (km) => {
    const anna = await signIn(t);
    const answer = await graphqlAs(t, anna.token, DISTANCE, { km });
    expect(firstError(answer)).toEqual({
      code: 'CANNOT_DESERIALIZE_REQUEST_DATA',
      details: { travelDistance: 'VALIDATION_TRAVEL_DISTANCE' },
    });
    const read = await graphqlAs<Availability>(t, anna.token, AVAILABILITY);
    expect(read.data?.me.travelDistance).toBe(15);
  });

  it('refuses a fractional distance as a request the schema cannot take', async () => {
    const anna = await signIn(t);
    const answer = await graphqlAs(t, anna.token, DISTANCE, { km: 2.5 });
    expect(firstError(answer).code).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
  });

  it('refuses employees every availability call (spec 2 §6)', async () => {
    const jonas = await signIn(t, true);
    for (const [query, variables] of [
      [BOOKED_OUT, { value: true }],
      [DISTANCE, { km: 10 }],
      [CREATE, { input: { from: '2026-12-01', to: '2026-12-02', reason: 'SICK' } }],
      [`{ me { absences { id } } }`, {}],
    ] as const) {
      const answer = await graphqlAs(t, jonas.token, query, variables);
      expect(firstError(answer).code).toBe('FORBIDDEN');
    }
    const me = await graphqlAs<{ me: { bookedOut: boolean; travelDistance: number } }>(
      t,
      jonas.token,
      `{ me { bookedOut travelDistance } }`,
    );
    expect(me.data?.me).toEqual({ bookedOut: false, travelDistance: 15 });
  });

  it('answers UNAUTHORIZED without a token', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/graphql',
      payload: { query: BOOKED_OUT, variables: { value: true } },
    });
    expect(
      response.json<{ errors: { extensions: { code: string } }[] }>().errors[0]?.extensions,
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('spec 2 §7 absences', () => {
  it('creates, reads, updates and deletes an absence', async () => {
    const anna = await signIn(t);
    const created = await graphqlAs<{ createCaregiverAbsence: Absence }>(t, anna.token, CREATE, {
      input: { from: '2026-12-20', to: '2026-12-27', reason: 'VACATION' },
    });
    expect(created.errors).toBeUndefined();
    const absence = created.data!.createCaregiverAbsence;
    expect(absence).toMatchObject({ from: '2026-12-20', to: '2026-12-27', reason: 'VACATION' });

    const one = await graphqlAs<{ absence: Absence }>(
      t,
      anna.token,
      `query ($id: String!) { absence(id: $id) { id absenceId from to reason } }`,
      { id: absence.absenceId },
    );
    expect(one.data?.absence).toEqual(absence);
    const node = await graphqlAs<{ node: Absence }>(
      t,
      anna.token,
      `query ($id: ID!) { node(id: $id) { ... on Absence { id absenceId from to reason } } }`,
      { id: absence.id },
    );
    expect(node.data?.node).toEqual(absence);

    const updated = await graphqlAs<{ updateCaregiverAbsence: Omit<Absence, 'id'> }>(
      t,
      anna.token,
      UPDATE,
      { input: { id: absence.absenceId, from: '2026-12-21', to: '2026-12-21', reason: 'SICK' } },
    );
    expect(updated.data?.updateCaregiverAbsence).toEqual({
      absenceId: absence.absenceId,
      from: '2026-12-21',
      to: '2026-12-21',
      reason: 'SICK',
    });

    const deleted = await graphqlAs<{ deleteCaregiverAbsence: { deletedId: string } }>(
      t,
      anna.token,
      DELETE,
      { id: absence.absenceId },
    );
    expect(deleted.data?.deleteCaregiverAbsence).toEqual({ deletedId: absence.absenceId });
    const after = await graphqlAs<Availability>(t, anna.token, AVAILABILITY);
    expect(after.data?.me.absences).toEqual([]);
  });

  it('lists absences by start date', async () => {
    const anna = await signIn(t);
    await createAbsence(t.db, { caregiverId: anna.id, from: '2026-12-10', to: '2026-12-11' });
    await createAbsence(t.db, { caregiverId: anna.id, from: '2026-11-01', to: '2026-11-03' });
    const read = await graphqlAs<Availability>(t, anna.token, AVAILABILITY);
    expect(read.data?.me.absences.map((absence) => absence.from)).toEqual([
      '2026-11-01',
      '2026-12-10',
    ]);
  });

  it.each([
    [
      { from: '2026-12-10', to: '2026-12-09', reason: 'OTHER' },
      { to: 'VALIDATION_ABSENCE_END_BEFORE_START' },
    ],
  ])('refuses %o with its message and stores nothing', async (input, details) => {
    const anna = await signIn(t);
    const answer = await graphqlAs(t, anna.token, CREATE, { input });
    expect(firstError(answer)).toEqual({ code: 'CANNOT_DESERIALIZE_REQUEST_DATA', details });
    const read = await graphqlAs<Availability>(t, anna.token, AVAILABILITY);
    expect(read.data?.me.absences).toEqual([]);
  });

  it.each([
    { from: '01.12.2026', to: '2026-12-02', reason: 'OTHER' },
    // No such day: the Date scalar refuses it (issue 15 §11).
    { from: '2026-02-30', to: '2026-03-02', reason: 'OTHER' },
    { from: '2026-12-01', to: '2026-12-02', reason: 'HOLIDAY' },
  ])('refuses a malformed absence %o', async (input) => {
    const anna = await signIn(t);
    const answer = await graphqlAs(t, anna.token, CREATE, { input });
    expect(firstError(answer).code).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
  });

  it("answers another caregiver's absence as not found and leaves it alone", async () => {
    const anna = await signIn(t);
    const bert = await signIn(t);
    const bertsAbsence = await createAbsence(t.db, {
      caregiverId: bert.id,
      from: '2026-12-01',
      to: '2026-12-05',
    });
    const input = { id: bertsAbsence.id, from: '2026-12-02', to: '2026-12-03', reason: 'SICK' };
    expect(firstError(await graphqlAs(t, anna.token, UPDATE, { input })).code).toBe('NOT_FOUND');
    expect(firstError(await graphqlAs(t, anna.token, DELETE, { id: bertsAbsence.id })).code).toBe(
      'NOT_FOUND',
    );
    expect(firstError(await graphqlAs(t, anna.token, DELETE, { id: 'not-a-uuid' })).code).toBe(
      'NOT_FOUND',
    );
    const read = await graphqlAs<Availability>(t, bert.token, AVAILABILITY);
    expect(read.data?.me.absences).toEqual([
      expect.objectContaining({ from: '2026-12-01', to: '2026-12-05', reason: 'VACATION' }),
    ]);
  });
});
