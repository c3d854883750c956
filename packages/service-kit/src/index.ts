export { createServiceApp, sendValidated, type ServiceAppOptions } from './app';
export { loadConfig, port } from './config';
export { ApiHttpError, badRequest, notFound, unavailable, errorBody } from './errors';
export { serve } from './serve';
