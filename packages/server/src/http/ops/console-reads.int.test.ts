// Issue 40: the staff console's reads under /ops: caregiver search with its filters and cursor,
// the caregiver's detail, candidates for a service request ranked, and the answers lists.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingFeedback } from '../../db/schema/index.js';
import { berlinAt, berlinDayDate } from '../../seed/berlin-time.js';
import {
  createAbsence,
  createBooking,
  createCareReceiver,
  createContract,
  createProposal,
  createServiceRequest,
} from '../../seed/factories.js';
import { opsApiFor, type OpsApi } from '../../test/ops-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: OpsApi;
beforeAll(async () => {
  t = await createTestApp();
  ops = await opsApiFor(t);
});
afterAll(async () => {
  await t?.close();
});

type ListItem = { id: string; lastName: string; kind: string };
type List = { caregivers: ListItem[]; nextCursor: string | null };

describe('GET /ops/caregivers', () => {
  it('filters by text, kind, postcode area, service, language and a free day; pages by cursor', async () => {
    const tag = `Zz${randomUUID().slice(0, 8)}`;
    const make = (lastName: string, values: Parameters<TestApp['createCaregiver']>[0] = {}) =>
      t.createCaregiver({ lastName: `${tag}${lastName}`, postalCode: '10437', ...values });
    const anna = await make('A', { subServiceIds: ['shopping'], languages: ['GERMAN', 'TURKISH'] });
    const jonas = await make('B', { isCareportEmployee: true, postalCode: '80331' });
    const applicant = await make('C', { applicationCompleted: false });
    const absent = await make('D');
    const busy = await make('E');
    const day = berlinDayDate(t.clock.now(), 5);
    await createAbsence(t.db, { caregiverId: absent.id, from: day, to: day, reason: 'VACATION' });
    await createBooking(t.db, {
      caregiverId: busy.id,
      startDate: berlinAt(t.clock.now(), 5, 8),
      endDate: berlinAt(t.clock.now(), 5, 16, 30),
    });

    const ids = async (query: string) => {
      const answer = await ops.get<List>(`/ops/caregivers?query=${tag}&${query}`);
      expect(answer.statusCode).toBe(200);
      return answer.body.data.caregivers.map((row) => row.id);
    };
    expect(await ids('')).toEqual([anna.id, jonas.id, applicant.id, absent.id, busy.id]);
    expect(await ids('kind=employed')).toEqual([jonas.id]);
    expect(await ids('kind=applicant')).toEqual([applicant.id]);
    expect(await ids('kind=independent')).toEqual([anna.id, absent.id, busy.id]);
    expect(await ids('postalPrefix=80')).toEqual([jonas.id]);
    expect(await ids('service=shopping')).toEqual([anna.id]);
    expect(await ids('language=TURKISH')).toEqual([anna.id]);
    expect(await ids(`freeOn=${day}`)).toEqual([anna.id, jonas.id, applicant.id]);

    const first = await ops.get<List>(`/ops/caregivers?query=${tag}&limit=2`);
    expect(first.body.data.caregivers.map((row) => row.id)).toEqual([anna.id, jonas.id]);
    const cursor = first.body.data.nextCursor ?? '';
    const second = await ops.get<List>(`/ops/caregivers?query=${tag}&limit=2&cursor=${cursor}`);
    expect(second.body.data.caregivers.map((row) => row.id)).toEqual([applicant.id, absent.id]);
    const last = await ops.get<List>(
      `/ops/caregivers?query=${tag}&limit=2&cursor=${second.body.data.nextCursor ?? ''}`,
    );
    expect(last.body.data).toMatchObject({ nextCursor: null });
    expect(last.body.data.caregivers.map((row) => row.id)).toEqual([busy.id]);
  });

  it.each([
    ['kind=boss'],
    ['limit=0'],
    ['limit=101'],
    ['postalPrefix=1x'],
    ['freeOn=2031-02-30'],
    ['cursor=bm9wZQ'],
    ['language=KLINGON'],
    ['unknown=1'],
  ])('refuses %s with a code', async (query) => {
    const answer = await ops.get(`/ops/caregivers?${query}`);
    expect([answer.statusCode, answer.body.errorCode]).toEqual([
      400,
      'CANNOT_DESERIALIZE_REQUEST_DATA',
    ]);
  });
});

describe('GET /ops/caregivers/{id}', () => {
  it('shows the profile, contracts, absences, availability and devices', async () => {
    const caregiver = await t.createCaregiver({ phoneNumber: '+49 30 123', travelDistance: 12 });
    const careReceiver = await createCareReceiver(t.db, { city: 'Potsdam', postalCode: '14467' });
    const contract = await createContract(t.db, {
      caregiverId: caregiver.id,
      careReceiverId: careReceiver.id,
    });
    await createAbsence(t.db, {
      caregiverId: caregiver.id,
      from: '2031-08-01',
      to: '2031-08-14',
      reason: 'VACATION',
    });
    const answer = await ops.get<Record<string, unknown>>(`/ops/caregivers/${caregiver.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      caregiver: { id: caregiver.id, phone: '+49 30 123', kind: 'independent' },
      contracts: [
        {
          id: contract.id,
          status: 'active',
          endDate: null,
          careReceiver: { id: careReceiver.id, city: 'Potsdam', postalCode: '14467' },
        },
      ],
      absences: [{ from: '2031-08-01', to: '2031-08-14' }],
      availability: { availableForNewCustomers: true, travelDistanceKm: 12 },
      devices: [],
    });
    const unknown = await ops.get(`/ops/caregivers/${randomUUID()}`);
    expect([unknown.statusCode, unknown.body.errorCode]).toEqual([404, 'CAREGIVER_NOT_FOUND']);
    const bad = await ops.get('/ops/caregivers/nope');
    expect([bad.statusCode, bad.body.errorCode]).toEqual([400, 'CAREGIVER_INVALID_ID']);
  });
});

describe('GET /ops/service-requests/{id}/candidates', () => {
  it('ranks free, near, matching caregivers first; the absent last', async () => {
    const day = berlinDayDate(t.clock.now(), 9);
    const request = await createServiceRequest(t.db, {
      scheduleDate: day,
      subServiceIds: ['shopping', 'companionship'],
      careReceiverId: (await createCareReceiver(t.db, { latitude: 52.5219, longitude: 13.4132 }))
        .id,
    });
    const near = await t.createCaregiver({ subServiceIds: ['shopping', 'companionship'] });
    await createContract(t.db, {
      caregiverId: near.id,
      careReceiverId: (await createCareReceiver(t.db, { latitude: 52.52, longitude: 13.41 })).id,
    });
    const partial = await t.createCaregiver({ subServiceIds: ['shopping'] });
    const absent = await t.createCaregiver({ subServiceIds: ['shopping', 'companionship'] });
    await createAbsence(t.db, { caregiverId: absent.id, from: day, to: day, reason: 'SICK' });
    await t.createCaregiver({ subServiceIds: [] });

    const answer = await ops.get<{
      candidates: {
        caregiverId: string;
        email: string;
        absent: boolean;
        distanceKm: number | null;
      }[];
    }>(`/ops/service-requests/${request.id}/candidates?limit=200`);
    expect(answer.statusCode).toBe(200);
    const mine = answer.body.data.candidates.filter((row) =>
      [near.id, partial.id, absent.id].includes(row.caregiverId),
    );
    expect(mine.map((row) => row.caregiverId)).toEqual([near.id, partial.id, absent.id]);
    expect(mine[0]?.distanceKm).toBeLessThan(1);
    expect(mine[2]?.absent).toBe(true);
    // The console proposes by e-mail, as `ops propose` does: no detail read per candidate.
    expect(mine[0]?.email).toBe(near.email);
    const unknown = await ops.get(`/ops/service-requests/${randomUUID()}/candidates`);
    expect([unknown.statusCode, unknown.body.errorCode]).toEqual([
      404,
      'SERVICE_REQUEST_NOT_FOUND',
    ]);
  });
});

describe('GET /ops/answers', () => {
  it('lists each kind, newest first, filtered by kind and days, paged by cursor', async () => {
    // A day of its own, so other files' answers on a shared database stay out.
    const day = `2040-0${randomInt(1, 10)}-1${randomInt(0, 10)}`;
    const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+02:00`);
    const caregiver = await t.createCaregiver();
    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    const visit = await createBooking(t.db, { contractId: contract.id, status: 'FULFILLED' });
    await t.db.insert(bookingFeedback).values({
      bookingId: visit.id,
      caregiverId: caregiver.id,
      furtherAppointments: 'yes',
      careReceiverMood: 'good',
      activitiesPerformed: 'Einkaufen',
      createdAt: at(9),
    });
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), 40, 9),
      firstBookingStatus: 'DECLINED',
      declineReason: 'different_type_of_caregiver_needed',
      declineSubReason: 'gender',
      declineDescription: 'Lieber eine Frau.',
      updatedAt: at(10),
    });
    await createBooking(t.db, {
      contractId: contract.id,
      startDate: berlinAt(t.clock.now(), 41, 9),
      cancellationType: 'customer',
      cancellationReason: 'customer_andere',
      cancellationExtraReason: 'Im Krankenhaus.',
      cancelledAt: at(11),
    });
    const request = await createServiceRequest(t.db);
    await createProposal(t.db, {
      serviceRequestId: request.id,
      caregiverId: caregiver.id,
      status: 'DECLINED',
      declinedAt: at(12),
      declineReasons: ['distance_too_far', 'timing_issues'],
      declineDetails: 'Zu weit.',
    });

    type Answers = {
      answers: {
        kind: string;
        reason: string | null;
        subReason: string | null;
        text: string | null;
      }[];
      nextCursor: string | null;
    };
    const all = await ops.get<Answers>(`/ops/answers?from=${day}&to=${day}`);
    expect(all.statusCode).toBe(200);
    expect(all.body.data.answers).toEqual([
      expect.objectContaining({
        kind: 'proposal-decline',
        reason: 'distance_too_far',
        subReason: 'timing_issues',
        text: 'Zu weit.',
      }),
      expect.objectContaining({
        kind: 'cancellation',
        reason: 'customer_andere',
        text: 'Im Krankenhaus.',
      }),
      expect.objectContaining({
        kind: 'first-booking-decline',
        reason: 'different_type_of_caregiver_needed',
        subReason: 'gender',
      }),
      expect.objectContaining({
        kind: 'survey',
        reason: 'yes',
        subReason: 'good',
        text: 'Einkaufen',
      }),
    ]);
    const declines = await ops.get<Answers>(
      `/ops/answers?kind=first-booking-decline&from=${day}&to=${day}`,
    );
    expect(declines.body.data.answers.map((row) => row.kind)).toEqual(['first-booking-decline']);

    const page1 = await ops.get<Answers>(`/ops/answers?from=${day}&to=${day}&limit=3`);
    expect(page1.body.data.answers).toHaveLength(3);
    const page2 = await ops.get<Answers>(
      `/ops/answers?from=${day}&to=${day}&limit=3&cursor=${page1.body.data.nextCursor ?? ''}`,
    );
    expect(page2.body.data).toMatchObject({ nextCursor: null });
    expect(page2.body.data.answers.map((row) => row.kind)).toEqual(['survey']);

    const bad = await ops.get('/ops/answers?kind=gossip');
    expect([bad.statusCode, bad.body.errorCode]).toEqual([400, 'CANNOT_DESERIALIZE_REQUEST_DATA']);
  });
});
