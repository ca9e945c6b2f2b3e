// The whole schema of both spec documents; drizzle-kit reads this file (drizzle.config.ts).
export * from './app-meta.js';
export * from './auth.js';
export * from './bookings.js';
export * from './care-receivers.js';
export * from './caregivers.js';
export * from './catalogue.js';
export * from './contracts.js';
export * from './invoices.js';
export * from './service-requests.js';
export * from './ratings.js';
export * from './proof-of-service.js';
export * from './read-versions.js';
export * from './invoice-run.js';
export * from './idempotency.js';
export * from './staff.js';
export * from './audit-log.js';
