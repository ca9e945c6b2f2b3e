export * from './enums.js';
export * from './guards.js';
export * from './language-order.js';
