export * from './catalogue/index.js';
export * from './errors/index.js';
export * from './validation/index.js';
export * from './i18n/index.js';
