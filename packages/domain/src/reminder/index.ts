export * from './reminder-modal.js';
