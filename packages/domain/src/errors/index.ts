export * from './error-codes.js';
export * from './extract-error-code.js';
export * from './retry-policy.js';
export * from './error-message.js';
