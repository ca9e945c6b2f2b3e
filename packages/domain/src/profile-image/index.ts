export * from './profile-image.js';
export * from './profile-image-path.js';
