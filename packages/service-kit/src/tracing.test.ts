/**
 * Tracing is off unless an OTLP endpoint is configured, and off it costs a process nothing: no
 * OpenTelemetry module is loaded. Checked in a process of its own (as a service starts), since
 * Jest's module registry is not Node's. Traces across real processes: e2e/specs/tracing.e2e.ts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { tracingEnabled } from './tracing';

/** Starts tracing in a fresh Node process with `env`; what it returned and the OpenTelemetry modules then loaded. */
function startIn(env: Record<string, string>): { started: boolean; loaded: string[] } {
  const script = `
    const { startTracing } = require(${JSON.stringify(path.join(__dirname, 'tracing.ts'))});
    const started = startTracing('probe') !== null;
    const loaded = Object.keys(require.cache).filter((f) => f.includes('@opentelemetry')).map((f) => f.split('@opentelemetry/')[1].split('/')[0]);
    process.stdout.write(JSON.stringify({ started, loaded: [...new Set(loaded)].sort() }));
    process.exit(0);`;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('OTEL_')));
  return JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...clean, ...env }, encoding: 'utf8', timeout: 20_000 })) as { started: boolean; loaded: string[] };
}

describe('tracing', () => {
  it('is on when either OTLP endpoint variable is set', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('loads no OpenTelemetry module when off, and the SDK with its instrumentations when on', () => {
    expect(startIn({})).toEqual({ started: false, loaded: [] });
    const on = startIn({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    expect(on.started).toBe(true);
    expect(on.loaded).toEqual(expect.arrayContaining(['sdk-trace-node', 'exporter-trace-otlp-http', 'instrumentation-http', 'instrumentation-undici', 'instrumentation-express']));
  }, 30_000);
});
