export * from './common';
export * from './learning';
export * from './hub';
export * from './live-stream';
