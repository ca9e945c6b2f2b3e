// Issue 12, spec 2 §7: service documentation uploads (multipart, streamed, told by content), the
// single-use download tokens, the GraphQL list and node, and the check on the 3rd.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { SERVICE_DOCUMENTATION_MAX_BYTES } from '@careport/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceDocumentationPeriods } from '../db/schema/index.js';
import {
  createBooking,
  createContract,
  createServiceDocumentationPeriod,
} from '../seed/factories.js';
import { runServiceDocumentationCheck } from '../services/service-documentation/overdue-check.js';
import { paperProofPng } from '../storage/png.js';
import { signIn, type SignedIn } from '../test/booking-helpers.js';
import { graphqlAs } from '../test/graphql-client.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let pdf: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  const document = await PDFDocument.create();
  document.addPage().drawText('Leistungsnachweis November');
  pdf = Buffer.from(await document.save());
  jpeg = await sharp(paperProofPng()).jpeg().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

type Part = { field?: string; filename: string; contentType: string; bytes: Buffer };

function multipart(parts: Part[]) {
  const boundary = `----careport${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files'}"; ` +
          `filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
      ),
      part.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(caregiver: SignedIn, periodId: string, parts: Part[]) {
  const body = multipart(parts);
  return t.request({
    method: 'POST',
    url: `/caregiver-app/service-documentation/${periodId}/files`,
    headers: { ...body.headers, authorization: `Bearer ${caregiver.token}` },
    payload: body.payload,
  });
}

async function periodOf(caregiver: SignedIn, values: { month?: number; year?: number } = {}) {
  const contract = await createContract(t.db, {
    caregiverId: caregiver.id,
    paymentMethod: 'direct_reimbursement',
  });
  const period = await createServiceDocumentationPeriod(t.db, {
    contractId: contract.id,
    ...values,
  });
  return { contract, period };
}

/** Every file stored for the caregiver's uploads. */
async function storedFiles(caregiverId: string): Promise<string[]> {
  const folder = path.join(t.config.storageDir, 'service-documentation', caregiverId);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function download(caregiver: SignedIn, periodId: string) {
  const token = await caregiver.api.post<{ token_id: string }>(
    `/caregiver-app/service-documentation/${periodId}/request-token`,
  );
  const tokenId = token.body.data?.token_id ?? '';
  const file = await t.request({
    method: 'GET',
    url: `/caregiver-app/service-documentation/download/${tokenId}`,
  });
  return { token, tokenId, file };
}

const PERIOD_QUERY = `query ($contractId: String!) {
  serviceDocumentation(contractId: $contractId) {
    isUploadMandatory
    periods { periodId month year state lastUploadedFile { filename mimeType sizeInBytes } }
  }
}`;

describe('POST /caregiver-app/service-documentation/{id}/files (spec 2 §7)', () => {
  it('takes a real PDF (204), which the period shows and the token downloads once', async () => {
    const caregiver = await signIn(t);
    const { contract, period } = await periodOf(caregiver);
    const answer = await upload(caregiver, period.id, [
      { filename: 'Nachweis November.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');

    const list = await graphqlAs<{
      serviceDocumentation: {
        isUploadMandatory: boolean;
        periods: { state: string; lastUploadedFile: Record<string, unknown> | null }[];
      };
    }>(t, caregiver.token, PERIOD_QUERY, { contractId: contract.id });
    expect(list.data?.serviceDocumentation.isUploadMandatory).toBe(true);
    expect(list.data?.serviceDocumentation.periods).toMatchObject([
      {
        state: 'UPLOADED',
        lastUploadedFile: {
          filename: 'Nachweis November.pdf',
          mimeType: 'application/pdf',
          sizeInBytes: pdf.length,
        },
      },
    ]);

    const { file, tokenId } = await download(caregiver, period.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toMatch(/^default-src 'none'; sandbox/);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const again = await t.request({
      method: 'GET',
      url: `/caregiver-app/service-documentation/download/${tokenId}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ status: 404, errorCode: 'DOWNLOAD_TOKEN_INVALID' });
  });

  it('takes a photo (JPEG), whatever content type the client claims', async () => {
    const caregiver = await signIn(t, true);
    const { period } = await periodOf(caregiver);
    const answer = await upload(caregiver, period.id, [
      { filename: 'IMG_0001.HEIC', contentType: 'application/octet-stream', bytes: jpeg },
    ]);
    expect(answer.statusCode).toBe(204);
    const { file } = await download(caregiver, period.id);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(jpeg)).toBe(true);
  });

  it.each([
    [
      'a text file renamed to .pdf',
      { filename: 'nachweis.pdf', contentType: 'application/pdf', bytes: Buffer.from('Hallo!') },
      415,
    ],
    [
      'an HTML page renamed to .jpg',
      { filename: 'a.jpg', contentType: 'image/jpeg', bytes: Buffer.from('<html><script>') },
      415,
    ],
    [
      'an oversized PDF',
      {
        filename: 'big.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.concat([
          Buffer.from('%PDF-1.7\n'),
          Buffer.alloc(SERVICE_DOCUMENTATION_MAX_BYTES),
        ]),
      },
      413,
    ],
    [
      'a file in another field',
      {
        field: 'file',
        filename: 'a.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7'),
      },
      400,
    ],
  ])('refuses %s (%i) and stores nothing', async (_, part, status) => {
    const caregiver = await signIn(t);
    const { contract, period } = await periodOf(caregiver);
    const answer = await upload(caregiver, period.id, [part]);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ status, errorCode: 'SERVICE_DOCUMENTATION_UPLOAD_FAILED' });
    expect(await storedFiles(caregiver.id)).toEqual([]);
    const list = await graphqlAs<{
      serviceDocumentation: { periods: { lastUploadedFile: unknown }[] };
    }>(t, caregiver.token, PERIOD_QUERY, { contractId: contract.id });
    expect(list.data?.serviceDocumentation.periods[0]?.lastUploadedFile).toBeNull();
  });

  it('keeps nothing of a request whose second file is bad', async () => {
    const caregiver = await signIn(t);
    const { period } = await periodOf(caregiver);
    const answer = await upload(caregiver, period.id, [
      { filename: 'good.pdf', contentType: 'application/pdf', bytes: pdf },
      { filename: 'bad.pdf', contentType: 'application/pdf', bytes: Buffer.from('not a pdf') },
    ]);
    expect(answer.statusCode).toBe(415);
    expect(await storedFiles(caregiver.id)).toEqual([]);
  });

  it("refuses another caregiver's period as not found, and a request without a token", async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const { period } = await periodOf(owner);
    const answer = await upload(other, period.id, [
      { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    expect(answer.statusCode).toBe(404);
    expect(await storedFiles(owner.id)).toEqual([]);
    expect(await storedFiles(other.id)).toEqual([]);
    const body = multipart([{ filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf }]);
    const anonymous = await t.request({
      method: 'POST',
      url: `/caregiver-app/service-documentation/${period.id}/files`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a body that is not multipart', async () => {
    const caregiver = await signIn(t);
    const { period } = await periodOf(caregiver);
    const answer = await caregiver.api.post(
      `/caregiver-app/service-documentation/${period.id}/files`,
      { files: 'JVBERi0=' },
    );
    expect(answer.statusCode).toBe(415);
  });
});

describe('service documentation download tokens (spec 2 §7)', () => {
  it('are refused for a period without a file, for another caregiver, and once expired', async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const { period } = await periodOf(owner);
    const none = await owner.api.post(
      `/caregiver-app/service-documentation/${period.id}/request-token`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.body.errorCode).toBe('PERFORMANCE_DOCUMENT_NO_IMAGE_FOUND');

    await upload(owner, period.id, [
      { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    const foreign = await other.api.post(
      `/caregiver-app/service-documentation/${period.id}/request-token`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.errorCode).toBe('NOT_FOUND');

    const token = await owner.api.post<{ token_id: string }>(
      `/caregiver-app/service-documentation/${period.id}/request-token`,
    );
    t.clock.advance(6 * 60_000);
    try {
      const late = await t.request({
        method: 'GET',
        url: `/caregiver-app/service-documentation/download/${token.body.data?.token_id ?? ''}`,
      });
      expect(late.statusCode).toBe(404);
      expect(late.json()).toEqual({ status: 404, errorCode: 'DOWNLOAD_TOKEN_INVALID' });
    } finally {
      t.clock.advance(-6 * 60_000);
    }
  });

  it('a booking image token does not open a service documentation file', async () => {
    const garbage = await t.request({
      method: 'GET',
      url: '/caregiver-app/service-documentation/download/not-a-token-at-all-xxxxxxxx',
    });
    expect(garbage.statusCode).toBe(404);
  });
});

describe('the check on the 3rd (spec 2 §4)', () => {
  it('marks a past period without a file overdue, leaves a documented one, opens this month', async () => {
    const caregiver = await signIn(t);
    const { contract, period } = await periodOf(caregiver, { year: 2020, month: 5 });
    const documented = await createServiceDocumentationPeriod(t.db, {
      contractId: contract.id,
      year: 2020,
      month: 6,
    });
    await upload(caregiver, documented.id, [
      { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    const now = new Date('2020-08-03T04:00:00Z'); // 06:00 Berlin on the 3rd
    const first = await runServiceDocumentationCheck({ db: t.db, now });
    expect(first.markedOverdue).toContainEqual({
      periodId: period.id,
      caregiverId: caregiver.id,
      contractId: contract.id,
      year: 2020,
      month: 5,
    });
    const rows = await t.db
      .select()
      .from(serviceDocumentationPeriods)
      .where(eq(serviceDocumentationPeriods.serviceDocumentationId, period.serviceDocumentationId));
    const byMonth = new Map(rows.map((row) => [`${row.year}-${row.month}`, row]));
    expect(byMonth.get('2020-5')?.overdueAt).toEqual(now);
    expect(byMonth.get('2020-6')?.overdueAt).toBeNull();
    expect(byMonth.get('2020-8')?.overdueAt).toBeNull();

    // Twice is once.
    const second = await runServiceDocumentationCheck({ db: t.db, now });
    const again = await t.db
      .select()
      .from(serviceDocumentationPeriods)
      .where(eq(serviceDocumentationPeriods.serviceDocumentationId, period.serviceDocumentationId));
    expect(again).toHaveLength(rows.length);
    expect(second.opened).toBe(0);

    // The contract shows it.
    const contractView = await graphqlAs<{
      contract: { serviceDocumentation: { periods: { month: number; isOverdue: boolean }[] } };
    }>(
      t,
      caregiver.token,
      `query ($id: String!) { contract(contractId: $id) { serviceDocumentation { periods { month isOverdue } } } }`,
      { id: contract.id },
    );
    const shown = contractView.data?.contract.serviceDocumentation.periods ?? [];
    expect(shown).toEqual(
      expect.arrayContaining([
        { month: 5, isOverdue: true },
        { month: 6, isOverdue: false },
      ]),
    );
    // Newest first (spec 2 §3), within the one year these periods share.
    const months = shown.map((shownPeriod) => shownPeriod.month);
    expect(months).toEqual([...months].sort((a, b) => b - a));

    // A late upload lifts the mark.
    await upload(caregiver, period.id, [
      { filename: 'a.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    const [lifted] = await t.db
      .select()
      .from(serviceDocumentationPeriods)
      .where(eq(serviceDocumentationPeriods.id, period.id));
    expect(lifted?.overdueAt).toBeNull();
  });
});

describe('§45b relief amount (beyond the spec)', () => {
  const QUERY = `query ($contractId: String!, $year: Int!, $month: Int!) {
    reliefAmountUse(contractId: $contractId, year: $year, month: $month) {
      budgetMinutes usedMinutes amountInCents usedInCents hourlyRateInCents
    }
  }`;

  async function contractWithVisits(
    caregiver: SignedIn,
    paymentMethod: 'direct_reimbursement' | 'invoice',
  ) {
    const contract = await createContract(t.db, {
      caregiverId: caregiver.id,
      paymentMethod,
      grossCustomerPricePerHourInCents: 3500,
    });
    // Two visits in March 2031 (90 + 60 min), one cancelled, one on 1 April 00:30 Berlin.
    const visit = (iso: string, minutes: number, cancelled = false) =>
      createBooking(t.db, {
        contractId: contract.id,
        startDate: new Date(iso),
        endDate: new Date(new Date(iso).getTime() + minutes * 60_000),
        ...(cancelled ? { cancelledAt: new Date(iso) } : {}),
      });
    await visit('2031-03-03T09:00:00Z', 90);
    await visit('2031-03-31T20:00:00Z', 60); // 22:00 Berlin, still March
    await visit('2031-03-10T09:00:00Z', 60, true);
    await visit('2031-03-31T22:30:00Z', 60); // 00:30 Berlin on 1 April
    return contract;
  }

  it('counts the month’s live visits in euros for independents', async () => {
    const caregiver = await signIn(t);
    const contract = await contractWithVisits(caregiver, 'direct_reimbursement');
    const answer = await graphqlAs<{ reliefAmountUse: unknown }>(t, caregiver.token, QUERY, {
      contractId: contract.id,
      year: 2031,
      month: 3,
    });
    expect(answer.data?.reliefAmountUse).toEqual({
      budgetMinutes: 224,
      usedMinutes: 150,
      amountInCents: 13100,
      usedInCents: 8750,
      hourlyRateInCents: 3500,
    });
  });

  it('gives employees the used minutes only, and nothing for other payment methods', async () => {
    const employee = await signIn(t, true);
    const contract = await contractWithVisits(employee, 'direct_reimbursement');
    const answer = await graphqlAs<{ reliefAmountUse: unknown }>(t, employee.token, QUERY, {
      contractId: contract.id,
      year: 2031,
      month: 3,
    });
    // Issue 42: 13 100 ct × 60 / 224 min would give the hourly price back.
    expect(answer.data?.reliefAmountUse).toEqual({
      budgetMinutes: null,
      usedMinutes: 150,
      amountInCents: null,
      usedInCents: null,
      hourlyRateInCents: null,
    });
    const other = await createContract(t.db, {
      caregiverId: employee.id,
      paymentMethod: 'invoice',
    });
    const none = await graphqlAs<{ reliefAmountUse: unknown }>(t, employee.token, QUERY, {
      contractId: other.id,
      year: 2031,
      month: 3,
    });
    expect(none.data?.reliefAmountUse).toBeNull();
  });
});
