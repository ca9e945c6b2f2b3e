export * from './status-bar.js';
export * from './feature-flags.js';
export * from './first-booking-actions.js';
export * from './first-call-reminder.js';
export * from './status-bar-shown.js';
