export * from './payment-groups.js';
export * from './signature-steps.js';
export * from './preselected-services.js';
export * from './signature-upload.js';
export * from './signer.js';
