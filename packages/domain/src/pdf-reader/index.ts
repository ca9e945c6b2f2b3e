export * from './pdf-reader.js';
