export * from './base64url.js';
export * from './secure-channel.js';
