export { createServiceApp, markStopping, metricsOf, readinessRoute, sendValidated, type ReadyCheck, type ServiceAppOptions } from './app';
export { createMetrics, matchedRoute, observeRequests, serveMetrics, type Metrics } from './metrics';
export { loadConfig, metricsPort, port } from './config';
export { ApiHttpError, badRequest, notFound, unavailable, errorBody } from './errors';
export { serve, type ServeOptions } from './serve';
export { AppRequest, AppResponse, BEHIND_GATEWAY, createHttpServer, FACING_FANS, type ConnectionPolicy, type HttpServerClasses } from './http-server';
export { installProcessHandlers, type ProcessHandlerOptions } from './process-handlers';
export { accessLog, createLogger, forLog, LOG_URL_MAX, requestIdOf, saneRequestId, type Logger } from './logging';
export { acceptedCodings, cachedAnswer, COMPRESS_MIN_BYTES, type CachedAnswer, type CachedAnswerOptions, type SendOptions } from './cached-answer';
