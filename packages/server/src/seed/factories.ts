// Row factories shared by the tests and the demo seed (STYLE §8). Each takes the database (or a
// transaction) and an options object; whatever is left out gets a sensible default, with random
// ids and e-mail addresses so tests never collide on a shared PostgreSQL. Each returns the row.
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { DbOrTx } from '../db/client.js';
import {
  absences,
  bookingServices,
  bookings,
  careReceivers,
  caregivers,
  contracts,
  customers,
  invoices,
  oauthClients,
  proposals,
  serviceDocumentationPeriods,
  serviceDocumentations,
  serviceRequestSubServices,
  serviceRequests,
} from '../db/schema/index.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The password of every factory caregiver unless one is given. */
export const DEFAULT_TEST_PASSWORD = 'careport-test-password';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const shortId = () => randomUUID().slice(0, 8);

const pick = <T>(values: readonly T[]): T => values[randomInt(values.length)] as T;

const FIRST_NAMES = ['Anna', 'Jonas', 'Lena', 'Paul', 'Marie', 'Felix', 'Sophie', 'Lukas'];
const LAST_NAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker', 'Wagner'];
const STREETS = ['Kastanienallee', 'Schönhauser Allee', 'Bergmannstraße', 'Sonnenallee'];

/** Argon2 is deliberately slow: the default password is hashed once per process. */
let defaultPasswordHash: Promise<string> | undefined;
const passwordHashFor = (password: string | undefined) =>
  password === undefined
    ? (defaultPasswordHash ??= hashPassword(DEFAULT_TEST_PASSWORD))
    : hashPassword(password);

const insertOne = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('insert returned no row');
  return row;
};

export type CreateCaregiverOptions = Partial<Insert<typeof caregivers>> & { password?: string };

export const createCaregiver = async (db: DbOrTx, options: CreateCaregiverOptions = {}) => {
  const { password, ...values } = options;
  const passwordHash = values.passwordHash ?? (await passwordHashFor(password));
  return insertOne(
    db
      .insert(caregivers)
      .values({
        firstName: pick(FIRST_NAMES),
        lastName: pick(LAST_NAMES),
        email: `caregiver-${randomUUID()}@test.careport.example`,
        applicationCompleted: true,
        street: `${pick(STREETS)} ${randomInt(1, 120)}`,
        postalCode: '10435',
        city: 'Berlin',
        commissionRate: '0.2000',
        ...values,
        passwordHash,
      })
      .returning(),
  );
};

export const createCareReceiver = (
  db: DbOrTx,
  options: Partial<Insert<typeof careReceivers>> = {},
) =>
  insertOne(
    db
      .insert(careReceivers)
      .values({
        firstName: pick(FIRST_NAMES),
        lastName: `${pick(LAST_NAMES)}-${shortId()}`,
        gender: 'FEMALE',
        dateOfBirth: '1941-05-17',
        careDegree: '2',
        street: `${pick(STREETS)} ${randomInt(1, 120)}`,
        postalCode: '10437',
        city: 'Berlin',
        paymentMethod: 'direct_reimbursement',
        ...options,
      })
      .returning(),
  );

export const createCustomer = (db: DbOrTx, options: Partial<Insert<typeof customers>> = {}) =>
  insertOne(
    db
      .insert(customers)
      .values({
        firstName: pick(FIRST_NAMES),
        lastName: pick(LAST_NAMES),
        email: `customer-${randomUUID()}@test.careport.example`,
        phoneNumber: '+49 30 1234567',
        ...options,
      })
      .returning(),
  );

export type CreateServiceRequestOptions = Partial<Insert<typeof serviceRequests>> & {
  /** sub_services.sub_service_id values; the definitions must be seeded. */
  subServiceIds?: readonly string[];
};

export const createServiceRequest = async (
  db: DbOrTx,
  options: CreateServiceRequestOptions = {},
) => {
  const { subServiceIds = [], ...values } = options;
  const careReceiverId = values.careReceiverId ?? (await createCareReceiver(db)).id;
  const serviceRequest = await insertOne(
    db
      .insert(serviceRequests)
      .values({
        description: 'Unterstützung im Haushalt und beim Einkaufen.',
        scheduleDate: new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10),
        durationInMinutes: 120,
        frequency: 'ONCE_PER_WEEK',
        bookingType: 'RECURRING',
        grossPricePerHourInCents: 3500,
        paymentMethod: 'direct_reimbursement',
        ...values,
        careReceiverId,
      })
      .returning(),
  );
  if (subServiceIds.length > 0) {
    await db.insert(serviceRequestSubServices).values(
      subServiceIds.map((subServiceId) => ({
        serviceRequestId: serviceRequest.id,
        subServiceId,
      })),
    );
  }
  return serviceRequest;
};

export const createProposal = async (
  db: DbOrTx,
  options: Partial<Insert<typeof proposals>> = {},
) => {
  const caregiverId = options.caregiverId ?? (await createCaregiver(db)).id;
  const serviceRequestId = options.serviceRequestId ?? (await createServiceRequest(db)).id;
  return insertOne(
    db
      .insert(proposals)
      .values({
        expiresAt: new Date(Date.now() + DAY_MS),
        ...options,
        caregiverId,
        serviceRequestId,
      })
      .returning(),
  );
};

export const createContract = async (
  db: DbOrTx,
  options: Partial<Insert<typeof contracts>> = {},
) => {
  const caregiverId = options.caregiverId ?? (await createCaregiver(db)).id;
  const careReceiverId = options.careReceiverId ?? (await createCareReceiver(db)).id;
  return insertOne(
    db
      .insert(contracts)
      .values({
        paymentMethod: 'direct_reimbursement',
        grossCustomerPricePerHourInCents: 3500,
        grossCaregiverPricePerHourInCents: 2800,
        commissionRate: '0.2000',
        ...options,
        caregiverId,
        careReceiverId,
      })
      .returning(),
  );
};

export type CreateBookingOptions = Partial<Insert<typeof bookings>> & {
  /** main_services.id values done (booking_services). */
  mainServiceIds?: readonly string[];
};

/** Defaults: a one-hour booking starting tomorrow at the same time, on a new contract. */
export const createBooking = async (db: DbOrTx, options: CreateBookingOptions = {}) => {
  const { mainServiceIds = [], ...values } = options;
  const contract = values.contractId
    ? await insertOne(db.select().from(contracts).where(eq(contracts.id, values.contractId)))
    : await createContract(db, values.caregiverId ? { caregiverId: values.caregiverId } : {});
  const startDate = values.startDate ?? new Date(Date.now() + DAY_MS);
  const booking = await insertOne(
    db
      .insert(bookings)
      .values({
        endDate: new Date(startDate.getTime() + HOUR_MS),
        paymentMethod: contract.paymentMethod,
        grossPricePerHourInCents: contract.grossCustomerPricePerHourInCents,
        ...values,
        contractId: contract.id,
        caregiverId: contract.caregiverId,
        startDate,
      })
      .returning(),
  );
  if (mainServiceIds.length > 0) {
    await db
      .insert(bookingServices)
      .values(mainServiceIds.map((mainServiceId) => ({ bookingId: booking.id, mainServiceId })));
  }
  return booking;
};

export const createInvoice = async (db: DbOrTx, options: Partial<Insert<typeof invoices>> = {}) => {
  const caregiverId = options.caregiverId ?? (await createCaregiver(db)).id;
  const invoiceNumber = options.invoiceNumber ?? `RE-${shortId().toUpperCase()}`;
  const today = new Date().toISOString().slice(0, 10);
  return insertOne(
    db
      .insert(invoices)
      .values({
        type: 'CUSTOMER',
        invoicingPeriodTo: today,
        creationDate: today,
        careReceiverFirstName: pick(FIRST_NAMES),
        careReceiverLastName: pick(LAST_NAMES),
        filename: `${invoiceNumber}.pdf`,
        ...options,
        invoiceNumber,
        caregiverId,
      })
      .returning(),
  );
};

export type CreateServiceDocumentationPeriodOptions = {
  contractId?: string;
  month?: number;
  year?: number;
};

/** A monthly period of a contract's service documentation (created with it when missing). */
export const createServiceDocumentationPeriod = async (
  db: DbOrTx,
  options: CreateServiceDocumentationPeriodOptions = {},
) => {
  const contract = options.contractId
    ? await insertOne(db.select().from(contracts).where(eq(contracts.id, options.contractId)))
    : await createContract(db);
  const [existing] = await db
    .select()
    .from(serviceDocumentations)
    .where(eq(serviceDocumentations.contractId, contract.id));
  const documentation =
    existing ??
    (await insertOne(
      db
        .insert(serviceDocumentations)
        .values({ contractId: contract.id, caregiverId: contract.caregiverId })
        .returning(),
    ));
  const now = new Date();
  return insertOne(
    db
      .insert(serviceDocumentationPeriods)
      .values({
        serviceDocumentationId: documentation.id,
        caregiverId: contract.caregiverId,
        month: options.month ?? now.getUTCMonth() + 1,
        year: options.year ?? now.getUTCFullYear(),
      })
      .returning(),
  );
};

export const createAbsence = async (db: DbOrTx, options: Partial<Insert<typeof absences>> = {}) => {
  const caregiverId = options.caregiverId ?? (await createCaregiver(db)).id;
  const from = options.from ?? new Date(Date.now() + 14 * DAY_MS).toISOString().slice(0, 10);
  return insertOne(
    db
      .insert(absences)
      .values({ to: from, reason: 'VACATION', ...options, from, caregiverId })
      .returning(),
  );
};

export type CreateOAuthClientOptions = {
  clientId?: string;
  /** Stored as an argon2id hash (hashPassword); check with verifyPassword. */
  clientSecret?: string;
  scopes?: string[];
};

/** The row plus the plain secret, which only the caller ever sees. */
export const createOAuthClient = async (db: DbOrTx, options: CreateOAuthClientOptions = {}) => {
  const clientSecret = options.clientSecret ?? randomUUID();
  const row = await insertOne(
    db
      .insert(oauthClients)
      .values({
        clientId: options.clientId ?? `client-${randomUUID()}`,
        secretHash: await hashPassword(clientSecret),
        scopes: options.scopes ?? ['caregiver', 'definition_read'],
      })
      .returning(),
  );
  return { ...row, clientSecret };
};
