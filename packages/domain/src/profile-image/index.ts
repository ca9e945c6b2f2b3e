export * from './profile-image.js';
