export * from './amounts.js';
export * from './tax.js';
export * from './invoice-lines.js';
export * from './earnings.js';
export * from './numbering.js';
export * from './invoice-month.js';
export * from './payer.js';
export * from './invoice-list.js';
