/**
 * Traces for the gateway when an OTLP endpoint is configured (see @gg/service-kit/tracing): each
 * fan's request starts a trace of its own (a `traceparent` a fan sends is not believed), carried to
 * the services on every proxied call and every read of a server-rendered page. main.ts imports
 * this first, so the instrumentations are in place before express and node:http are loaded.
 */
import { startTracing } from '@gg/service-kit/tracing';

startTracing('gateway', { continueIncomingTraces: false });
