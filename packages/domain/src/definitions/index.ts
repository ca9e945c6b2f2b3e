export * from './main-services.js';
export * from './reasons.js';
export * from './profile-definitions.js';
export * from './definition-labels.js';
