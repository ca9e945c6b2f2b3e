export * from './client.js';
export * from './data-dir-lock.js';
export * from './migrate.js';
export * as schema from './schema/index.js';
