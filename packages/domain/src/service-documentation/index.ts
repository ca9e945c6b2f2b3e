export * from './reminder-rule.js';
export * from './relief-amount.js';
export * from './upload-file.js';
