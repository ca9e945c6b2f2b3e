export * from './proof-rules.js';
export * from './calendar-feed.js';
