// Issue 42 #1: malformed multipart bodies on the one multipart route (the service documentation
// upload; booking and profile images take JSON) answer 400, or 415 for a body that is not
// multipart, with the route's code, keep nothing and log no error.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createServiceDocumentationPeriod } from '../seed/factories.js';
import { signIn, type SignedIn } from '../test/booking-helpers.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
  const document = await PDFDocument.create();
  document.addPage().drawText('Leistungsnachweis');
  pdf = Buffer.from(await document.save());
});
afterAll(async () => {
  await t?.close();
});

const BOUNDARY = 'careport-boundary';
const CRLF = '\r\n';

/** One part: its header lines as written, then its bytes. */
function part(headers: string[], bytes: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}${CRLF}${headers.join(CRLF)}${CRLF}${CRLF}`),
    Buffer.from(bytes),
    Buffer.from(CRLF),
  ]);
}

const filePart = (bytes: Buffer | string, filename = 'a.pdf', name = 'files') =>
  part(
    [
      `Content-Disposition: form-data; name="${name}"; filename="${filename}"`,
      'Content-Type: application/pdf',
    ],
    bytes,
  );

const closing = Buffer.from(`--${BOUNDARY}--${CRLF}`);
const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;

type Shape = { contentType: string; payload: () => Buffer };

/** The shapes a broken or hostile client sends; none is an upload. */
const malformed: [string, Shape][] = [
  [
    'no boundary in the content type',
    { contentType: 'multipart/form-data', payload: () => Buffer.concat([filePart(pdf), closing]) },
  ],
  [
    'a boundary that never appears',
    {
      contentType: 'multipart/form-data; boundary=somewhere-else',
      payload: () => Buffer.concat([filePart(pdf), closing]),
    },
  ],
  [
    'a truncated body (no closing boundary)',
    { contentType: withBoundary, payload: () => filePart(pdf).subarray(0, 400) },
  ],
  [
    'a body cut inside a part header',
    { contentType: withBoundary, payload: () => Buffer.from(`--${BOUNDARY}${CRLF}Content-Disp`) },
  ],
  [
    'a part without Content-Disposition',
    {
      contentType: withBoundary,
      payload: () => Buffer.concat([part(['Content-Type: application/pdf'], pdf), closing]),
    },
  ],
  [
    'a part without a name',
    {
      contentType: withBoundary,
      payload: () =>
        Buffer.concat([part(['Content-Disposition: form-data; filename="a.pdf"'], pdf), closing]),
    },
  ],
  [
    'a file part with an empty filename',
    { contentType: withBoundary, payload: () => Buffer.concat([filePart(pdf, ''), closing]) },
  ],
  [
    'a file part with an empty filename and no bytes (an empty file input)',
    { contentType: withBoundary, payload: () => Buffer.concat([filePart('', ''), closing]) },
  ],
  [
    'six file parts (five at most)',
    {
      contentType: withBoundary,
      payload: () => Buffer.concat([...Array.from({ length: 6 }, () => filePart(pdf)), closing]),
    },
  ],
  [
    'a plain field too large',
    {
      contentType: withBoundary,
      payload: () =>
        Buffer.concat([
          part(['Content-Disposition: form-data; name="note"'], 'x'.repeat(2 * 1024 * 1024)),
          filePart(pdf),
          closing,
        ]),
    },
  ],
  [
    'a prototype name',
    {
      contentType: withBoundary,
      payload: () => Buffer.concat([filePart(pdf, 'a.pdf', '__proto__'), closing]),
    },
  ],
  ['an empty body', { contentType: withBoundary, payload: () => Buffer.alloc(0) }],
  ['only the closing boundary', { contentType: withBoundary, payload: () => closing }],
];

const notMultipart: [string, Shape][] = [
  ['application/octet-stream', { contentType: 'application/octet-stream', payload: () => pdf }],
  ['application/pdf', { contentType: 'application/pdf', payload: () => pdf }],
  ['text/plain', { contentType: 'text/plain', payload: () => Buffer.from('hello') }],
  ['broken JSON', { contentType: 'application/json', payload: () => Buffer.from('{') }],
  [
    'multipart/mixed',
    {
      contentType: `multipart/mixed; boundary=${BOUNDARY}`,
      payload: () => Buffer.concat([filePart(pdf), closing]),
    },
  ],
];

async function ownPeriod(caregiver: SignedIn) {
  const contract = await createContract(t.db, {
    caregiverId: caregiver.id,
    paymentMethod: 'direct_reimbursement',
  });
  return createServiceDocumentationPeriod(t.db, { contractId: contract.id });
}

async function send(caregiver: SignedIn, periodId: string, shape: Shape) {
  return t.request({
    method: 'POST',
    url: `/caregiver-app/service-documentation/${periodId}/files`,
    headers: { 'content-type': shape.contentType, authorization: `Bearer ${caregiver.token}` },
    payload: shape.payload(),
  });
}

async function storedFiles(caregiverId: string): Promise<string[]> {
  const folder = path.join(t.config.storageDir, 'service-documentation', caregiverId);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** Pino's error level and above (what an operator is paged for), logged since `from`. */
const errorLines = (from: number) => t.logs.slice(from).filter((line) => line.level >= 50);

describe('malformed multipart bodies on the service documentation upload (issue 42 #1)', () => {
  it.each(malformed)('answers 400 to %s, keeps nothing, logs no error', async (_, shape) => {
    const caregiver = await signIn(t);
    const period = await ownPeriod(caregiver);
    const from = t.logs.length;
    const answer = await send(caregiver, period.id, shape);
    expect(answer.json()).toEqual({
      status: 400,
      errorCode: 'SERVICE_DOCUMENTATION_UPLOAD_FAILED',
    });
    expect(await storedFiles(caregiver.id)).toEqual([]);
    expect(errorLines(from)).toEqual([]);
  });

  it.each(notMultipart)('answers 415 to a %s body, logs no error', async (_, shape) => {
    const caregiver = await signIn(t);
    const period = await ownPeriod(caregiver);
    const from = t.logs.length;
    const answer = await send(caregiver, period.id, shape);
    expect(answer.json()).toEqual({
      status: 415,
      errorCode: 'SERVICE_DOCUMENTATION_UPLOAD_FAILED',
    });
    expect(await storedFiles(caregiver.id)).toEqual([]);
    expect(errorLines(from)).toEqual([]);
  });

  it('still takes two files in one body', async () => {
    const caregiver = await signIn(t);
    const period = await ownPeriod(caregiver);
    const answer = await send(caregiver, period.id, {
      contentType: withBoundary,
      payload: () => Buffer.concat([filePart(pdf), filePart(pdf, 'b.pdf'), closing]),
    });
    expect(answer.statusCode).toBe(204);
    expect(await storedFiles(caregiver.id)).toHaveLength(2);
  });

  it('checks the bearer token before the body', async () => {
    const answer = await t.request({
      method: 'POST',
      url: `/caregiver-app/service-documentation/${crypto.randomUUID()}/files`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: pdf,
    });
    expect(answer.statusCode).toBe(401);
  });
});
