/**
 * Traces for this service when an OTLP endpoint is configured (see @gg/service-kit/tracing),
 * continuing the trace of the gateway request that called it. main.ts imports this first, so the
 * instrumentations are in place before express and node:http are loaded.
 */
import { startTracing } from '@gg/service-kit/tracing';

startTracing('sports');
