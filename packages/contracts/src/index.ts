export * from './common';
export * from './game-status';
export * from './situation';
export * from './win-probability';
export * from './win-probability-schema';
export * from './learning';
export * from './hub';
export * from './live-stream';
