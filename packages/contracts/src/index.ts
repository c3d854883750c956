export * from './common';
export * from './game-status';
export * from './situation';
export * from './drive';
export * from './drive-schemas';
export * from './learning';
export * from './hub';
export * from './live-stream';
