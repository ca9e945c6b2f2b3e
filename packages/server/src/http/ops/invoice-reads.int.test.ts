// Issue 40: the finance team's invoice reads under /ops: a month's invoices of all caregivers with
// their storno partners, each one's PDF and e-invoice, the commission figures per caregiver. The
// month is March 2018, which no other test file documents visits in; every assertion is scoped to
// this file's own caregivers, so a rerun on CI's kept PostgreSQL finds what it made.
import { XmlDocument } from 'libxml2-wasm';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import {
  createBooking,
  createCareReceiver,
  createContract,
  createCustomer,
} from '../../seed/factories.js';
import { opsApiFor, type OpsApi } from '../../test/ops-helpers.js';
import { signedInStaff } from '../../test/staff-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ops: OpsApi;
let finance: OpsApi;
let dispatcher: OpsApi;
let financeToken: string;

const MONTH = '2018-03';

type Item = {
  id: string;
  number: string;
  type: string;
  kind: string;
  status: string;
  caregiverId: string;
  caregiverName: string;
  recipient: { kind: string; name: string | null };
  netInCents: number;
  vatInCents: number;
  grossInCents: number;
  originalInvoice: { id: string; number: string } | null;
  stornoInvoice: { id: string; number: string } | null;
  hasPdf: boolean;
  hasXml: boolean;
};
type List = { invoices: Item[]; nextCursor: string | null };
type Figures = {
  caregiverId: string;
  visits: number;
  visitsInvoiced: number;
  turnoverInCents: number;
  commissionNetInCents: number;
  commissionVatInCents: number;
  commissionGrossInCents: number;
};

/** A visit in Berlin on `day` at 10:00 local time (UTC+1 in March). */
const at = (day: string, minutes: number) => {
  const start = new Date(`${day}T10:00:00+01:00`);
  return { startDate: start, endDate: new Date(start.getTime() + minutes * 60_000) };
};

let anna: Awaited<ReturnType<TestApp['createCaregiver']>>;
let jonas: Awaited<ReturnType<TestApp['createCaregiver']>>;

beforeAll(async () => {
  t = await createTestApp();
  ops = await opsApiFor(t);
  const financeStaff = await signedInStaff(t, 'finance');
  finance = financeStaff.api;
  financeToken = financeStaff.tokens.access_token;
  dispatcher = (await signedInStaff(t, 'dispatcher')).api;
  const address = { street: 'Kastanienallee 5', postalCode: '10435', city: 'Berlin' };
  anna = await t.createCaregiver({ ...address, taxNo: '21/815/08150', lastName: 'Bauer' });
  jonas = await t.createCaregiver({ ...address, isCareportEmployee: true });
  const customer = await createCustomer(t.db, { firstName: 'Jens', lastName: 'Kunz' });
  const erna = await createCareReceiver(t.db, { firstName: 'Erna', lastName: 'Kunz' });
  const insured = await createContract(t.db, {
    caregiverId: anna.id,
    careReceiverId: erna.id,
    customerId: customer.id,
    paymentMethod: 'private_payment',
    commissionRate: '0.2000',
  });
  const second = await createContract(t.db, {
    caregiverId: anna.id,
    paymentMethod: 'private_payment',
    commissionRate: '0.2500',
  });
  const employed = await createContract(t.db, {
    caregiverId: jonas.id,
    paymentMethod: 'private_payment',
  });
  const visit = (contractId: string, day: string, minutes: number, price: number) =>
    createBooking(t.db, {
      contractId,
      status: 'FULFILLED',
      grossPricePerHourInCents: price,
      ...at(day, minutes),
    });
  await visit(insured.id, '2018-03-05', 90, 3690);
  await visit(insured.id, '2018-03-12', 45, 3690);
  await visit(second.id, '2018-03-20', 75, 3333);
  await visit(employed.id, '2018-03-07', 60, 3500);
  const run = await ops.post('/ops/invoice-runs', { month: MONTH, wait: true });
  expect(run.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const annaList = (api: OpsApi, query = '') =>
  api.get<List>(`/ops/invoices?month=${MONTH}&caregiverId=${anna.id}${query}`);

describe('GET /ops/invoices', () => {
  it("lists the month's invoices with kind, recipient and totals; filters; pages by cursor", async () => {
    const answer = await annaList(finance);
    expect(answer.statusCode).toBe(200);
    const rows = answer.body.data.invoices;
    expect(rows.map((row) => `${row.kind}/${row.status}/${row.recipient.kind}`).sort()).toEqual([
      'commission/open/caregiver',
      'commission/open/caregiver',
      'customer/open/customer',
      'customer/open/customer',
    ]);
    const numbers = rows.map((row) => row.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(rows.every((row) => row.caregiverName.endsWith('Bauer') && row.hasPdf)).toBe(true);
    const toJens = rows.find((row) => row.recipient.name === 'Jens Kunz');
    // 90 + 45 minutes at 36.90 € = 55.35 + 27.68: care is VAT exempt.
    expect(toJens).toMatchObject({ grossInCents: 8303, vatInCents: 0, hasXml: false });
    expect(rows.filter((row) => row.hasXml).map((row) => row.kind)).toEqual([
      'commission',
      'commission',
    ]);

    const commissions = await annaList(finance, '&kind=commission');
    expect(commissions.body.data.invoices.map((row) => row.type)).toEqual([
      'COMMISSION',
      'COMMISSION',
    ]);
    const first = await annaList(finance, '&limit=3');
    expect(first.body.data.invoices.map((row) => row.number)).toEqual(numbers.slice(0, 3));
    const rest = await annaList(finance, `&limit=3&cursor=${first.body.data.nextCursor ?? ''}`);
    expect(rest.body.data).toMatchObject({ nextCursor: null });
    expect(rest.body.data.invoices.map((row) => row.number)).toEqual(numbers.slice(3));

    const employee = await ops.get<List>(`/ops/invoices?month=${MONTH}&caregiverId=${jonas.id}`);
    expect(employee.statusCode).toBe(200);
    expect(employee.body.data.invoices.map((row) => row.kind)).toEqual(['customer']);
  });

  it.each([
    ['month=2018-13', 'INVOICE_MONTH_INVALID'],
    ['month=March', 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    ['', 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    [`month=${MONTH}&kind=rent`, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    [`month=${MONTH}&status=paid`, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    [`month=${MONTH}&caregiverId=anna`, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    [`month=${MONTH}&cursor=bm9wZQ`, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    [`month=${MONTH}&limit=0`, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
  ])('refuses %s with %s', async (query, code) => {
    const answer = await finance.get(`/ops/invoices?${query}`);
    expect([answer.statusCode, answer.body.errorCode]).toEqual([400, code]);
  });

  it('is refused to a dispatcher', async () => {
    const answer = await dispatcher.get(`/ops/invoices?month=${MONTH}`);
    expect([answer.statusCode, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
  });
});

const file = (url: string, token: string) =>
  t.request({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('GET /ops/invoices/{id}/pdf and /xml', () => {
  it('hands finance the stored PDF and its Factur-X XML as attachments, and logs the read', async () => {
    const rows = (await annaList(finance, '&kind=commission')).body.data.invoices;
    const commission = rows[0]!;
    const pdf = await file(`/ops/invoices/${commission.id}/pdf`, financeToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${commission.number}.pdf"`,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The caregiver's download is the same file, byte for byte.
    const { access_token: token } = await t.login(anna.email, anna.password);
    const requested = await t.request({
      method: 'POST',
      url: `/caregiver-app/invoice/${commission.id}/request-token`,
      headers: { authorization: `Bearer ${token}` },
    });
    const tokenId = requested.json<{ data: { token_id: string } }>().data.token_id;
    const theirs = await t.request({ url: `/caregiver-app/invoice/download/${tokenId}` });
    expect(Buffer.compare(theirs.rawPayload, pdf.rawPayload)).toBe(0);

    const xml = await file(`/ops/invoices/${commission.id}/xml`, financeToken);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers['content-disposition']).toBe(
      `attachment; filename="${commission.number}.xml"`,
    );
    const parsed = XmlDocument.fromString(xml.body);
    try {
      expect(parsed.root.name).toBe('CrossIndustryInvoice');
    } finally {
      parsed.dispose();
    }
    expect(xml.body).toContain(`<ram:ID>${commission.number}</ram:ID>`);
    expect(xml.body).toContain(
      `<ram:DuePayableAmount>${(commission.grossInCents / 100).toFixed(2)}</ram:DuePayableAmount>`,
    );

    const trail = await t.db
      .select({ action: auditLog.action, role: auditLog.role })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, commission.id), eq(auditLog.recordType, 'invoice')));
    expect(trail).toEqual([
      { action: 'invoice.read', role: 'finance' },
      { action: 'invoice.read', role: 'finance' },
    ]);
  });

  it('answers 404 for a malformed or unknown id, and for the XML of a customer invoice', async () => {
    const customer = (await annaList(finance, '&kind=customer')).body.data.invoices[0]!;
    for (const url of [
      '/ops/invoices/not-an-id/pdf',
      '/ops/invoices/00000000-0000-4000-8000-000000000000/pdf',
      '/ops/invoices/not-an-id/xml',
      `/ops/invoices/${customer.id}/xml`,
    ]) {
      const answer = await finance.get(url);
      expect([answer.statusCode, answer.body.errorCode], url).toEqual([404, 'INVOICE_NOT_FOUND']);
    }
    expect((await file(`/ops/invoices/${customer.id}/pdf`, financeToken)).statusCode).toBe(200);
  });

  it('is refused to a dispatcher and allowed the machine client', async () => {
    const rows = (await annaList(finance)).body.data.invoices;
    const refused = await dispatcher.get(`/ops/invoices/${rows[0]!.id}/pdf`);
    expect([refused.statusCode, refused.body.errorCode]).toEqual([403, 'FORBIDDEN']);
    const machine = await file(
      `/ops/invoices/${rows[0]!.id}/pdf`,
      (ops as OpsApi & { token: string }).token,
    );
    expect(machine.statusCode).toBe(200);
  });
});

describe('GET /ops/commissions', () => {
  it("equals the month's commission invoices per caregiver; employees have none", async () => {
    const answer = await finance.get<{ month: string; caregivers: Figures[] }>(
      `/ops/commissions?month=${MONTH}`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.month).toBe(MONTH);
    const figures = answer.body.data.caregivers;
    expect(figures.some((row) => row.caregiverId === jonas.id)).toBe(false);
    const invoiced = (await annaList(finance)).body.data.invoices;
    const sum = (kind: string, field: 'netInCents' | 'vatInCents' | 'grossInCents') =>
      invoiced.filter((row) => row.kind === kind).reduce((total, row) => total + row[field], 0);
    expect(figures.find((row) => row.caregiverId === anna.id)).toEqual({
      caregiverId: anna.id,
      caregiverName: expect.stringContaining('Bauer') as string,
      visits: 3,
      visitsInvoiced: 3,
      turnoverInCents: sum('customer', 'grossInCents'),
      commissionNetInCents: sum('commission', 'netInCents'),
      commissionVatInCents: sum('commission', 'vatInCents'),
      commissionGrossInCents: sum('commission', 'grossInCents'),
    });
    // 8303 + 75 min at 33.33 € (4166): the commission 20 % of 5535 and 2768, 25 % of 4166.
    expect(sum('customer', 'grossInCents')).toBe(12469);
    expect(sum('commission', 'netInCents')).toBe(1107 + 554 + 1042);
  });

  it.each([
    ['month=2018-00', 400, 'INVOICE_MONTH_INVALID'],
    ['month=2018-3', 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
    [`month=${MONTH}&caregiverId=x`, 400, 'CANNOT_DESERIALIZE_REQUEST_DATA'],
  ])('refuses %s', async (query, status, code) => {
    const answer = await finance.get(`/ops/commissions?${query}`);
    expect([answer.statusCode, answer.body.errorCode]).toEqual([status, code]);
  });

  it('is refused to a dispatcher', async () => {
    const answer = await dispatcher.get(`/ops/commissions?month=${MONTH}`);
    expect([answer.statusCode, answer.body.errorCode]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('a storno as the list shows it', () => {
  it('marks the original cancelled and links the pair both ways; the figures leave it out', async () => {
    const before = (await annaList(finance, '&kind=customer')).body.data.invoices;
    const target = before.find((row) => row.recipient.name === 'Jens Kunz')!;
    const storno = await finance.post(`/ops/invoices/${target.id}/storno`, {});
    expect(storno.statusCode).toBe(201);
    const cancelled = (await annaList(finance, '&status=cancelled')).body.data.invoices;
    const stornos = (await annaList(finance, '&status=storno')).body.data.invoices;
    // The contract's customer and commission invoice are cancelled together.
    expect(cancelled.map((row) => row.kind).sort()).toEqual(['commission', 'customer']);
    expect(stornos).toHaveLength(2);
    for (const original of cancelled) {
      const partner = stornos.find((row) => row.id === original.stornoInvoice?.id);
      expect(partner?.originalInvoice).toEqual({ id: original.id, number: original.number });
      expect(partner?.grossInCents).toBe(-original.grossInCents);
    }
    const open = (await annaList(finance, '&status=open')).body.data.invoices;
    expect(open).toHaveLength(2);
    const figures = await finance.get<{ caregivers: Figures[] }>(`/ops/commissions?month=${MONTH}`);
    // The visits are documented again, not invoiced: counted, as the next run will invoice them.
    expect(figures.body.data.caregivers.find((row) => row.caregiverId === anna.id)).toMatchObject({
      visits: 3,
      visitsInvoiced: 1,
    });
  });
});
