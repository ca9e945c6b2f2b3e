export * from './support-contact.js';
export * from './web-view.js';
