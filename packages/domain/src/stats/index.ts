export * from './levels.js';
export * from './first-call.js';
export * from './stats-window.js';
