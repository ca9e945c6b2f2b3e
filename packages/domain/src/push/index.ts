export * from './notification.js';
export * from './reminder-rules.js';
