// Issue 14: (1) how long the outbox of 20 documentations made offline takes to reach the server
// once the phone is back online, sent the way the app's sender sends it (lib/offline/
// outbox-sender.ts): one request after another, each with its Idempotency-Key; once for 20
// independents' documentations (one fulfil each) and once for 20 employees' (three signatures and
// the fulfil each), and a full replay of the same queue (every answer lost) to show the cost of
// the idempotency store. The server runs in-process (the built server's test app, PGlite in
// memory): the network is left out, which on a phone adds its round trips on top.
// (2) what the device keeps for a two-year caregiver: the kept answers (diary of ~1 000 bookings,
// the 14-day window's and the undocumented bookings' details and documenting views, services,
// reasons, role) and a full outbox, written to IndexedDB (fake-indexeddb, in the app's shapes)
// and read back; sizes are V8's structured-clone bytes, what Chromium serialises into its store.
// Usage: npm run build && npm exec -- node bench/offline-sync.mjs   (Node 24, the project's; ~20 s)
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describeMachine, formatTable, printReport, round } from './lib/report.mjs';
import { ROOT } from './lib/server.mjs';

const dist = (file) => pathToFileURL(path.join(ROOT, 'packages/server/dist', file)).href;
const { createTestApp } = await import(dist('test/test-app.js'));
const { createBooking, createContract } = await import(dist('seed/factories.js'));
const { signaturePng } = await import(dist('storage/png.js'));

const QUEUED = 20;
const HOUR = 3_600_000;
const SIGNATURE = `data:image/png;base64,${signaturePng().toString('base64')}`;
/** A phone's paper-proof photo after the app's re-encoding (components/paper/encode-photo.ts). */
const PHOTO_BYTES = 250 * 1024;

async function queueFor(t, isEmployee) {
  const caregiver = await t.createCaregiver({ isCareportEmployee: isEmployee });
  const { access_token: token } = await t.login(caregiver.email, caregiver.password);
  const contract = await createContract(t.db, { caregiverId: caregiver.id });
  const queue = [];
  for (let index = 0; index < QUEUED; index += 1) {
    const startDate = new Date(t.clock.now().getTime() - (index + 2) * 3 * HOUR);
    const booking = await createBooking(t.db, {
      contractId: contract.id,
      startDate,
      endDate: new Date(startDate.getTime() + HOUR),
    });
    const id = booking.id;
    if (isEmployee) {
      for (const segment of [
        'upload-image-cu-confirmation',
        'upload-image-cu-decleration',
        'upload-image-cg-confirmation',
      ]) {
        queue.push({
          url: `/caregiver-app/booking/${segment}/${id}`,
          body: { image_proof_base64: SIGNATURE },
        });
      }
    }
    queue.push({
      url: `/caregiver-app/booking/fulfill/${id}`,
      body: {
        start_date: startDate.toISOString(),
        end_date: new Date(startDate.getTime() + HOUR).toISOString(),
        main_service_ids: [],
        other_service_description: 'Einkauf',
        payment_method: 'private_payment',
      },
    });
  }
  return { token, queue: queue.map((entry) => ({ ...entry, key: randomUUID() })) };
}

async function send(t, token, queue) {
  const started = performance.now();
  for (const entry of queue) {
    const answer = await t.request({
      method: 'POST',
      url: entry.url,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': entry.key },
      payload: entry.body,
    });
    if (answer.statusCode !== 200)
      throw new Error(`${entry.url}: ${answer.statusCode} ${answer.body}`);
  }
  return performance.now() - started;
}

const t = await createTestApp();
const rows = [];
try {
  for (const [label, isEmployee] of [
    ['independent (fulfil)', false],
    ['employee (3 signatures + fulfil)', true],
  ]) {
    const { token, queue } = await queueFor(t, isEmployee);
    const first = await send(t, token, queue);
    const replay = await send(t, token, queue);
    rows.push([label, queue.length, round(first), round(first / QUEUED), round(replay)]);
  }
} finally {
  await t.close();
}

// (2) The device's store for a two-year caregiver.
const BOOKINGS = 1000;
const KEPT_BOOKINGS = 40; // ~2 a day in the next 14 days and the undocumented ones
const now = Date.now();
const iso = (offsetDays) => new Date(now + offsetDays * 86_400_000).toISOString();
const diary = Array.from({ length: BOOKINGS }, (_, index) => ({
  bookingId: randomUUID(),
  contractId: randomUUID(),
  startDate: iso(-730 + index * 0.73),
  endDate: iso(-730 + index * 0.73 + 0.08),
  status: index < 900 ? 'FULFILLED' : 'CREATED',
  isFirstBooking: index % 33 === 0,
  firstBookingStatus: index % 33 === 0 ? 'CONFIRMED' : null,
  surveyStatus: 'true',
  cgConfirmationProof: index < 900 ? 'present' : null,
  contractIsActive: true,
  careReceiver: { firstName: `Kundin${index % 30}`, lastName: `Bench-${index % 30}` },
}));
const detail = (booking) => ({
  ...booking,
  pricing: { durationInMinutes: 120, grossPricePerHourInCents: 3690, grossPriceInCents: 7380 },
  services: [{ id: randomUUID(), labelDe: 'Alltagsbegleitung', labelEn: 'Everyday assistance' }],
  otherServiceDescription: null,
  paymentMethod: 'direct_reimbursement',
  hasPaperBookingProof: false,
  cancelationScheduledFor: null,
  careReceiver: {
    ...booking.careReceiver,
    street: 'Bergmannstraße',
    houseNumber: '12',
    postalCode: '10961',
    city: 'Berlin',
    latitude: 52.49,
    longitude: 13.39,
  },
});
const kept = [
  { queryKey: ['graphql', 'bookings', 'list'], data: diary },
  ...diary.slice(-KEPT_BOOKINGS).flatMap((booking) => [
    { queryKey: ['graphql', 'bookings', 'detail', booking.bookingId], data: detail(booking) },
    {
      queryKey: ['caregiver-app', 'booking', booking.bookingId, 'fulfil'],
      data: {
        ...detail(booking),
        careReceiverName: 'Kundin Bench',
        address: 'Bergmannstraße 12, 10961 Berlin',
      },
    },
  ]),
  {
    queryKey: ['definition', 'booking-services'],
    data: Array.from({ length: 12 }, (_, i) => ({
      id: randomUUID(),
      label: { de: `Leistung ${i}`, en: `Service ${i}` },
    })),
  },
  {
    queryKey: ['definition', 'booking', 'cancellation-reasons'],
    data: {
      caregiver: Array.from({ length: 8 }, (_, i) => ({
        id: `r${i}`,
        label_de: `Grund ${i}`,
        label_en: `Reason ${i}`,
      })),
      customer: [],
    },
  },
  {
    queryKey: ['caregiver-app', 'me'],
    data: { id: randomUUID(), firstName: 'Bench', lastName: 'Caregiver', isCareportEmployee: true },
  },
].map((entry) => ({ hash: JSON.stringify(entry.queryKey), ...entry, updatedAt: now }));

const blob = (bytes, type) => new Blob([new Uint8Array(bytes)], { type });
// A signature drawn on a phone's pad is a PNG of about 10–20 KB (the tests' 1-stroke PNG is
// under 1 KB, too small to estimate with).
const signatureBytes = 15 * 1024;
const outbox = [];
for (let index = 0; index < QUEUED; index += 1) {
  const bookingId = randomUUID();
  const base = {
    owner: 'caregiver',
    label: { careReceiverName: 'Kundin Bench', startDate: iso(-1) },
    createdAt: now,
    state: 'waiting',
    attempts: 0,
    error: null,
    updatedAt: now,
  };
  for (const imageKind of [1, 2, 3]) {
    outbox.push({
      ...base,
      id: randomUUID(),
      command: { kind: 'upload', bookingId, imageKind, image: blob(signatureBytes, 'image/png') },
    });
  }
  outbox.push({
    ...base,
    id: randomUUID(),
    command: {
      kind: 'fulfil',
      bookingId,
      body: {
        start_date: iso(-1),
        end_date: iso(-0.9),
        main_service_ids: [randomUUID()],
        other_service_description: '',
        payment_method: 'private_payment',
      },
    },
  });
}
outbox.forEach((entry, index) => (entry.seq = index + 1));

const db = await openDB('careport-offline-bench', 1, {
  upgrade(database) {
    database.createObjectStore('queries', { keyPath: 'hash' });
    database
      .createObjectStore('outbox', { keyPath: 'id' })
      .createIndex('bySeq', 'seq', { unique: true });
  },
});
await Promise.all(kept.map((entry) => db.put('queries', entry)));
await Promise.all(outbox.map((entry) => db.put('outbox', entry)));
const bytesOf = (records) =>
  records.reduce((sum, record) => {
    const image = record.command?.image;
    const withoutBlob = image ? { ...record, command: { ...record.command, image: null } } : record;
    return sum + serialize(withoutBlob).length + (image ? image.size : 0);
  }, 0);
const keptBytes = bytesOf(await db.getAll('queries'));
const outboxBytes = bytesOf(await db.getAll('outbox'));
const kb = (bytes) => round(bytes / 1024);

printReport(
  'Offline sync (issue 14)',
  formatTable(
    [
      'queue of 20 documentations',
      'requests',
      'sync ms',
      'ms per documentation',
      'replay ms (all answers lost)',
    ],
    rows,
  ),
  {
    machine: describeMachine(),
    sync: rows.map(([queue, requests, ms, perDocumentation, replayMs]) => ({
      queue,
      requests,
      ms,
      perDocumentation,
      replayMs,
    })),
    deviceStore: {
      keptAnswersKb: kb(keptBytes),
      keptEntries: kept.length,
      diaryBookings: BOOKINGS,
      outboxOf20EmployeeDocumentationsKb: kb(outboxBytes),
      signatureBytes,
      paperPhotoKbEach: kb(PHOTO_BYTES),
    },
  },
);
