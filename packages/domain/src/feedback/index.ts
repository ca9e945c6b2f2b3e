export * from './feedback-settings.js';
export * from './feedback-options.js';
