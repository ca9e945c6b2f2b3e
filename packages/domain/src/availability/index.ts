export * from './proposal-availability.js';
