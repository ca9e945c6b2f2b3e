export * from './contract.js';
export * from './contract-list.js';
export * from './confirmation-choices.js';
export * from './follow-up.js';
export * from './contract-stats.js';
export * from './retention.js';
