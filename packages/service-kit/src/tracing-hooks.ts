/**
 * What the rest of service-kit asks of tracing, set by startTracing when traces are on; unset
 * otherwise. Kept apart from tracing.ts so the logger and serve() need no OpenTelemetry module.
 */
export const tracingHooks: {
  /** The active span's ids for a log line (pino's mixin), so a request's lines join its trace. */
  logFields?: () => Record<string, string>;
  /** Sends the spans still buffered; called once before the process exits. */
  flush?: () => Promise<void>;
} = {};
