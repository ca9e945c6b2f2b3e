// Issue 40, records 0105 and 0106: the console's contracts (overdue service documentation first,
// the detail with its periods and files, a file shown inline) and care receivers (the retention
// period, the same rule as the anonymisation), with the roles allowed and refused.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, careReceivers, serviceDocumentationFiles } from '../../db/schema/index.js';
import {
  createBooking,
  createCareReceiver,
  createContract,
  createServiceDocumentationPeriod,
} from '../../seed/factories.js';
import { createLocalFileStorage } from '../../storage/local-file-storage.js';
import { opsApiFor, type OpsApi } from '../../test/ops-helpers.js';
import { signedInStaff } from '../../test/staff-helpers.js';
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

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY);

type ListedContract = {
  id: string;
  status: string;
  serviceDocumentation: { isRequired: boolean; overduePeriods: number };
  firstBooking: { id: string; firstBookingStatus: string | null } | null;
};
type ContractList = { contracts: ListedContract[]; nextCursor: string | null };

/** A month `back` months before now's (UTC is close enough: the checks are weeks away). */
function monthBack(back: number) {
  const now = t.clock.now();
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

async function storedPdf(contractId: string, periodId: string, caregiverId: string) {
  const bytes = Buffer.from(`%PDF-1.4\n% Leistungsnachweis ${randomUUID()}\n%%EOF\n`);
  const key = `service-documentation/${contractId}/${randomUUID()}.pdf`;
  await createLocalFileStorage(t.config.storageDir).put(key, bytes, 'application/pdf');
  const [row] = await t.db
    .insert(serviceDocumentationFiles)
    .values({
      periodId,
      caregiverId,
      filename: 'Nachweis März.pdf',
      mimeType: 'application/pdf',
      pathInStorage: key,
      sizeInBytes: bytes.length,
    })
    .returning();
  return { bytes, id: row!.id };
}

describe('GET /ops/contracts', () => {
  it('lists overdue service documentation first, then newest first, page by page', async () => {
    const caregiver = await t.createCaregiver();
    const older = await createContract(t.db, {
      caregiverId: caregiver.id,
      createdAt: daysAgo(120),
    });
    const overdue = await createContract(t.db, {
      caregiverId: caregiver.id,
      createdAt: daysAgo(90),
    });
    const newest = await createContract(t.db, { caregiverId: caregiver.id, createdAt: daysAgo(5) });
    // Two months back has had its check (the 3rd of last month): no file, so overdue.
    await createServiceDocumentationPeriod(t.db, { contractId: overdue.id, ...monthBack(2) });
    // The same month with a file is not; nor is the running month without one.
    const uploaded = await createServiceDocumentationPeriod(t.db, {
      contractId: older.id,
      ...monthBack(2),
    });
    await storedPdf(older.id, uploaded.id, caregiver.id);
    await createServiceDocumentationPeriod(t.db, { contractId: newest.id, ...monthBack(0) });
    const booking = await createBooking(t.db, {
      contractId: newest.id,
      firstBookingStatus: 'CREATED',
    });

    const listed = await ops.get<ContractList>(`/ops/contracts?caregiverId=${caregiver.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body.data.contracts.map((row) => row.id)).toEqual([
      overdue.id,
      newest.id,
      older.id,
    ]);
    expect(
      listed.body.data.contracts.map((row) => row.serviceDocumentation.overduePeriods),
    ).toEqual([1, 0, 0]);
    expect(listed.body.data.contracts[1]?.firstBooking).toMatchObject({
      id: booking.id,
      firstBookingStatus: 'CREATED',
    });

    const ids: string[] = [];
    let cursor = '';
    for (let page = 0; page < 4; page += 1) {
      const answer = await ops.get<ContractList>(
        `/ops/contracts?caregiverId=${caregiver.id}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      ids.push(...answer.body.data.contracts.map((row) => row.id));
      if (answer.body.data.nextCursor === null) break;
      cursor = answer.body.data.nextCursor;
    }
    expect(ids).toEqual([overdue.id, newest.id, older.id]);
  });

  it('filters by status and by name', async () => {
    const caregiver = await t.createCaregiver();
    const lastName = `Zz${randomUUID().slice(0, 8)}`;
    const receiver = await createCareReceiver(t.db, { lastName });
    const ended = await createContract(t.db, {
      caregiverId: caregiver.id,
      careReceiverId: receiver.id,
      isActive: false,
      endedAt: daysAgo(3),
    });
    const ending = await createContract(t.db, {
      caregiverId: caregiver.id,
      cancelationScheduledFor: new Date(t.clock.now().getTime() + 10 * DAY),
    });
    const ids = async (query: string) =>
      (
        await ops.get<ContractList>(`/ops/contracts?caregiverId=${caregiver.id}&${query}`)
      ).body.data.contracts.map((row) => row.id);
    expect(await ids('status=ended')).toEqual([ended.id]);
    expect(await ids('status=ending')).toEqual([ending.id]);
    expect(await ids('status=active')).toEqual([]);
    expect(await ids(`query=${lastName.toLowerCase()}`)).toEqual([ended.id]);
  });

  it.each([['status=over'], ['caregiverId=nope'], ['limit=0'], ['cursor=bm9wZQ'], ['sort=x']])(
    'refuses %s with 400',
    async (query) => {
      const answer = await ops.get(`/ops/contracts?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    },
  );
});

describe('GET /ops/contracts/:contractId and its files', () => {
  it('shows the periods newest first with their state and files, and the file inline', async () => {
    const caregiver = await t.createCaregiver();
    const contract = await createContract(t.db, { caregiverId: caregiver.id });
    const late = await createServiceDocumentationPeriod(t.db, {
      contractId: contract.id,
      ...monthBack(3),
    });
    const done = await createServiceDocumentationPeriod(t.db, {
      contractId: contract.id,
      ...monthBack(2),
    });
    const pdf = await storedPdf(contract.id, done.id, caregiver.id);
    const finance = await signedInStaff(t, 'finance');

    const detail = await finance.api.get<{
      id: string;
      periods: { id: string; state: string; files: { id: string; filename: string }[] }[];
    }>(`/ops/contracts/${contract.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data.periods.map((period) => [period.id, period.state])).toEqual([
      [done.id, 'UPLOADED'],
      [late.id, 'OVERDUE'],
    ]);
    expect(detail.body.data.periods[0]?.files).toMatchObject([
      { id: pdf.id, filename: 'Nachweis März.pdf' },
    ]);

    const file = await t.request({
      method: 'GET',
      url: `/ops/service-documentation/files/${pdf.id}`,
      headers: { authorization: `Bearer ${finance.tokens.access_token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline; /);
    expect(String(file.headers['content-security-policy'])).toContain('sandbox');
    expect(file.rawPayload.equals(pdf.bytes)).toBe(true);

    // Health data read by staff is on the trail, by whom and which record.
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, finance.id), eq(auditLog.recordId, pdf.id)));
    expect(trail.map((row) => row.action)).toEqual(['service-documentation.read']);
  });

  it.each([
    ['/ops/contracts/nope', 400, 'CONTRACT_INVALID_ID'],
    [`/ops/contracts/${randomUUID()}`, 404, 'CONTRACT_NOT_FOUND'],
    ['/ops/service-documentation/files/nope', 400, 'SERVICE_DOCUMENTATION_FILE_INVALID_ID'],
    [
      `/ops/service-documentation/files/${randomUUID()}`,
      404,
      'SERVICE_DOCUMENTATION_FILE_NOT_FOUND',
    ],
  ])('%s answers %i %s', async (url, status, code) => {
    const answer = await ops.get(url);
    expect(answer.statusCode).toBe(status);
    expect(answer.body.errorCode).toBe(code);
  });
});

type ListedReceiver = {
  id: string;
  eligible: boolean;
  hold: string | null;
  isAnonymized: boolean;
  retentionEndsAt: string | null;
};

describe('GET /ops/care-receivers and the anonymisation (record 0106)', () => {
  it('lists whether the retention period has passed, and the anonymisation agrees with it', async () => {
    const tag = `Zr${randomUUID().slice(0, 8)}`;
    const make = async (name: string, contract?: Parameters<typeof createContract>[1]) => {
      const receiver = await createCareReceiver(t.db, { lastName: `${tag}${name}` });
      if (contract) await createContract(t.db, { careReceiverId: receiver.id, ...contract });
      return receiver.id;
    };
    const longEnded = await make('A', { isActive: false, endedAt: daysAgo(5 * 366) });
    const recentlyEnded = await make('B', { isActive: false, endedAt: daysAgo(30) });
    const open = await make('C', {});
    // Its scheduled end came long ago: ended then, though nobody set it inactive.
    const scheduledLongAgo = await make('D', { cancelationScheduledFor: daysAgo(5 * 366) });
    const admin = await signedInStaff(t, 'admin');

    const list = async (query = '') =>
      (
        await admin.api.get<{ careReceivers: ListedReceiver[] }>(
          `/ops/care-receivers?query=${tag}${query}`,
        )
      ).body.data.careReceivers;
    const rows = await list();
    expect(rows.map((row) => [row.id, row.eligible, row.hold])).toEqual([
      [longEnded, true, null],
      [recentlyEnded, false, 'RETENTION_RUNNING'],
      [open, false, 'OPEN_CONTRACT'],
      [scheduledLongAgo, true, null],
    ]);
    expect((await list('&eligible=true')).map((row) => row.id)).toEqual([
      longEnded,
      scheduledLongAgo,
    ]);
    expect((await list('&eligible=false')).map((row) => row.id)).toEqual([recentlyEnded, open]);

    for (const row of rows) {
      const answer = await admin.api.post(`/ops/care-receivers/${row.id}/anonymize`, {});
      expect(answer.statusCode, row.id).toBe(row.eligible ? 200 : 409);
      if (!row.eligible) {
        expect(answer.body.errorCode).toBe(
          row.hold === 'OPEN_CONTRACT'
            ? 'CARE_RECEIVER_CONTRACT_OPEN'
            : 'CARE_RECEIVER_RETENTION_RUNNING',
        );
      }
      const [stored] = await t.db.select().from(careReceivers).where(eq(careReceivers.id, row.id));
      expect(stored?.lastName === '', row.id).toBe(row.eligible);
    }
    const after = await admin.api.get<{ careReceivers: ListedReceiver[] }>(
      `/ops/care-receivers?query=${tag}`,
    );
    // The anonymised have no name left to find them by.
    expect(after.body.data.careReceivers.map((row) => row.id)).toEqual([recentlyEnded, open]);
  });

  it.each([['eligible=yes'], ['limit=101'], ['cursor=%%%']])(
    'refuses %s with 400',
    async (query) => {
      const answer = await ops.get(`/ops/care-receivers?${query}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.errorCode).toBe('CANNOT_DESERIALIZE_REQUEST_DATA');
    },
  );
});

describe('roles', () => {
  it.each([
    ['/ops/contracts', ['dispatcher', 'finance']],
    [`/ops/contracts/${randomUUID()}`, ['dispatcher', 'finance']],
    [`/ops/service-documentation/files/${randomUUID()}`, ['dispatcher', 'finance']],
    ['/ops/care-receivers', ['admin']],
  ])('%s: allowed for %j, 403 for the others', async (url, allowed) => {
    for (const role of ['dispatcher', 'finance', 'admin'] as const) {
      const staff = await signedInStaff(t, role);
      const answer = await staff.api.get(url);
      if (allowed.includes(role)) expect([200, 404], `${role} ${url}`).toContain(answer.statusCode);
      else {
        expect(answer.statusCode, `${role} ${url}`).toBe(403);
        expect(answer.body.errorCode).toBe('FORBIDDEN');
      }
    }
  });
});
