export * from './common';
export * from './game-status';
export * from './situation';
export * from './learning';
export * from './hub';
export * from './live-stream';
export * from './game-summary';
