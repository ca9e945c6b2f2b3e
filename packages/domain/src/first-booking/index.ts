export * from './status-bar.js';
export * from './feature-flags.js';
export * from './first-booking-actions.js';
