/**
 * OpenTelemetry traces for a process, on only when an OTLP endpoint is configured
 * (OTEL_EXPORTER_OTLP_ENDPOINT, or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): spans of the requests it
 * serves (node:http, Express's route handlers) and of the calls it makes (node:http, fetch),
 * exported in batches over OTLP/HTTP, with W3C `traceparent` sent on every call made while serving
 * a request, so one page is one trace across the gateway and the services. The exporter's and the
 * sampler's standard variables apply (OTEL_TRACES_SAMPLER, OTEL_BSP_SCHEDULE_DELAY,
 * OTEL_RESOURCE_ATTRIBUTES…). Off, nothing of OpenTelemetry is loaded.
 *
 * Call it before express or node:http are loaded, since instrumentations patch modules as they are
 * required: from a module of its own that main.ts imports first (imports run before main.ts's own
 * statements). The SDK is required at run time, not imported: an import would load it when traces
 * are off too, and in a compiled server the packages stay external, so `require` finds them.
 *
 * What is left out, on purpose: probes and scrapes (/healthz, /readyz, /metrics), and calls made
 * outside any request (polls, checks, background refreshes), which the metrics watch. A request's
 * log lines carry its `traceId` and `spanId`.
 */
import type * as OtelApi from '@opentelemetry/api';
import type * as OtelCore from '@opentelemetry/core';
import type * as OtlpHttpExporter from '@opentelemetry/exporter-trace-otlp-http';
import type * as OtelInstrumentation from '@opentelemetry/instrumentation';
import type * as ExpressInstrumentation from '@opentelemetry/instrumentation-express';
import type * as HttpInstrumentation from '@opentelemetry/instrumentation-http';
import type * as UndiciInstrumentation from '@opentelemetry/instrumentation-undici';
import type * as OtelResources from '@opentelemetry/resources';
import type * as SdkTraceNode from '@opentelemetry/sdk-trace-node';
import type * as SemanticConventions from '@opentelemetry/semantic-conventions';
import { createRequire } from 'node:module';
import { tracingHooks } from './tracing-hooks';

/** Paths whose requests get no span: probes and scrapes come every few seconds and say nothing about a fan's request. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
/** The most a process waits at exit for its last spans to be sent. */
const FLUSH_AT_EXIT_MS = 2_000;

export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export interface TracingOptions {
  /**
   * Whether a `traceparent` on an arriving request is continued (a service, called by the gateway)
   * or ignored (the gateway, facing fans: a fan's header could otherwise join strangers' requests
   * into one trace, or have every request sampled).
   */
  continueIncomingTraces?: boolean;
  env?: NodeJS.ProcessEnv;
}

export interface Tracing {
  /** Sends the spans still buffered and stops tracing. */
  shutdown(): Promise<void>;
}

let started: Tracing | null = null;

/** Starts tracing as `serviceName` (the resource's `service.name`) if an endpoint is configured; null when off. Once per process. */
export function startTracing(serviceName: string, { continueIncomingTraces = true, env = process.env }: TracingOptions = {}): Tracing | null {
  if (started || !tracingEnabled(env)) return started;
  const load = createRequire(__filename);
  const api = load('@opentelemetry/api') as typeof OtelApi;
  const { NodeTracerProvider, BatchSpanProcessor } = load('@opentelemetry/sdk-trace-node') as typeof SdkTraceNode;
  // the W3C propagator, from the SDK's own copy of core (not a dependency of ours)
  const { W3CTraceContextPropagator } = createRequire(load.resolve('@opentelemetry/sdk-trace-node'))('@opentelemetry/core') as typeof OtelCore;
  const { defaultResource, detectResources, envDetector, resourceFromAttributes } = load('@opentelemetry/resources') as typeof OtelResources;
  const { ATTR_SERVICE_NAME } = load('@opentelemetry/semantic-conventions') as typeof SemanticConventions;
  const { OTLPTraceExporter } = load('@opentelemetry/exporter-trace-otlp-http') as typeof OtlpHttpExporter;
  const { registerInstrumentations } = load('@opentelemetry/instrumentation') as typeof OtelInstrumentation;
  const { HttpInstrumentation: Http } = load('@opentelemetry/instrumentation-http') as typeof HttpInstrumentation;
  const { UndiciInstrumentation: Undici } = load('@opentelemetry/instrumentation-undici') as typeof UndiciInstrumentation;
  const { ExpressInstrumentation: Express, ExpressLayerType } = load('@opentelemetry/instrumentation-express') as typeof ExpressInstrumentation;

  const provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES (a pod's name, a deployment's version) add to the name, never replace it
    resource: defaultResource().merge(detectResources({ detectors: [envDetector] })).merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  const w3c = new W3CTraceContextPropagator();
  const propagator: OtelApi.TextMapPropagator = continueIncomingTraces ? w3c : { inject: (ctx, carrier, setter) => w3c.inject(ctx, carrier, setter), extract: (ctx) => ctx, fields: () => w3c.fields() };
  provider.register({ propagator });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new Http({
        ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? '').split('?', 1)[0]!),
        requireParentforOutgoingSpans: true,
      }),
      new Undici({ requireParentforSpans: true }),
      // the route a request matched names its span; middleware and routers would be a span each per request
      new Express({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
    ],
  });

  tracingHooks.logFields = (): Record<string, string> => {
    const span = api.trace.getActiveSpan();
    if (!span) return {};
    const { traceId, spanId } = span.spanContext();
    return { traceId, spanId };
  };
  tracingHooks.flush = () => Promise.race([provider.forceFlush(), new Promise<void>((resolve) => setTimeout(resolve, FLUSH_AT_EXIT_MS).unref())]);
  started = { shutdown: () => provider.shutdown() };
  return started;
}
