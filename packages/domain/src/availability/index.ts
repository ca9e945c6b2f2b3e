export * from './proposal-availability.js';
export * from './candidate-ranking.js';
