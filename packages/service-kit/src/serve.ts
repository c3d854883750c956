import type { Express } from 'express';
import type { Server } from 'node:http';

/**
 * listen() plus graceful shutdown: on SIGTERM/SIGINT stop accepting, let in-flight requests finish,
 * run the service's own cleanup (close DB, release locks), and force-exit after a grace period.
 */
export function serve(app: Express, { port, name, onShutdown, graceMs = 10_000 }: { port: number; name: string; onShutdown?: () => Promise<void> | void; graceMs?: number }): Server {
  const server = app.listen(port, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`${name} listening on http://localhost:${actual}`);
  });
  server.keepAliveTimeout = 65_000; // longer than the gateway's agent idle timeout, so it never reuses a closing socket
  server.headersTimeout = 66_000;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${name}: ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), graceMs);
    force.unref();
    server.close(async () => {
      try { await onShutdown?.(); } finally { process.exit(0); }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return server;
}
