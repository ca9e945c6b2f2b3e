export * from './enums.js';
export * from './guards.js';
