import type { Express } from 'express';
import type { Server } from 'node:http';
import net from 'node:net';
import { BEHIND_GATEWAY, createHttpServer, type AppRequest, type ConnectionPolicy } from './http-server';
import { markStopping, metricsOf } from './app';
import { serveMetrics } from './metrics';
import { tracingHooks } from './tracing-hooks';
import { installProcessHandlers } from './process-handlers';

export interface ServeOptions {
  port: number;
  name: string;
  /**
   * Called first on shutdown: end long-lived responses (SSE streams) with a reconnect hint, since
   * the server cannot finish closing while they are open.
   */
  onStopping?: () => Promise<void> | void;
  /** The service's own cleanup (close DB, release locks), after the last request has been answered. */
  onShutdown?: () => Promise<void> | void;
  graceMs?: number;
  /** Timeouts and the per-address cap (default: a service's, behind the gateway). */
  connections?: ConnectionPolicy;
  /** Where the app's metrics are served (GET /metrics), apart from its public port; unset: not served. */
  metricsPort?: number;
  /** The class of the server's requests, when the app keeps fields of its own on them (see AppRequest). */
  requestClass?: typeof AppRequest;
}

/**
 * After a shutdown starts the server keeps accepting this long: a connection still in the listen
 * backlog (sent before the signal, not yet accepted by a busy process) would otherwise be reset.
 * Answers meanwhile say `Connection: close`; idle keep-alive sockets are closed after it too.
 */
export const DRAIN_MS = 300;

/**
 * listen() plus graceful shutdown: on SIGTERM/SIGINT stop accepting, let in-flight requests finish,
 * run the service's own cleanup, and force-exit after a grace period. An uncaught exception takes
 * the same path with exit code 1; an unhandled rejection is logged (see process-handlers).
 */
export function serve(app: Express, { port, name, onStopping, onShutdown, graceMs = 10_000, connections = BEHIND_GATEWAY, metricsPort, requestClass }: ServeOptions): Server {
  const server = createHttpServer(app, connections, { request: requestClass });
  const metrics = metricsOf(app);
  if (metricsPort !== undefined && metrics) serveMetrics(metrics, metricsPort).unref();
  server.listen(port, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`${name} listening on http://localhost:${actual}`);
  });
  let stopping = false;
  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    markStopping(app); // /readyz fails from now on
    console.log(`${name}: ${reason}, shutting down`);
    const force = setTimeout(() => {
      console.error(`${name}: still busy after ${graceMs} ms, exiting`);
      process.exit(1);
    }, graceMs);
    force.unref();
    // From now on every answer says `Connection: close`, so a keep-alive client sends its next
    // request elsewhere instead of onto a socket about to be closed.
    server.prependListener('request', (_req, res) => { res.shouldKeepAlive = false; });
    // http.Server#close() would also destroy idle keep-alive sockets at once, dropping a request a
    // client is sending on one right now: stop accepting only (after the drain), then close idle sockets.
    let sweep: NodeJS.Timeout | undefined;
    const closeListener = () => net.Server.prototype.close.call(server, async () => {
      clearInterval(sweep);
      try {
        await onShutdown?.();
      } catch (err) {
        console.error(`${name}: cleanup failed`, err);
        exitCode = exitCode || 1;
      } finally {
        await tracingHooks.flush?.(); // the last requests' spans (bounded)
        process.exit(exitCode);
      }
    });
    setTimeout(() => {
      closeListener();
      sweep = setInterval(() => server.closeIdleConnections(), 50);
      sweep.unref();
      server.closeIdleConnections();
    }, DRAIN_MS).unref();
    Promise.resolve()
      .then(() => onStopping?.())
      .catch((err: unknown) => console.error(`${name}: ending streams failed`, err));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  installProcessHandlers({ name, shutdown: stop });
  return server;
}
