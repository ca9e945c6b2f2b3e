export * from './proposal.js';
export * from './listed-proposals.js';
export * from './proposal-answers.js';
export * from './decline-payload.js';
export * from './auto-accept.js';
export * from './counter-proposal.js';
