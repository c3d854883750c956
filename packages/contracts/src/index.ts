export * from './common';
export * from './learning';
export * from './hub';
