import { remoteListFromEnv, remoteOrigins } from '@gg/federation/remotes';
import { errorBody } from '@gg/service-kit';
import express from 'express';
import type { GatewayConfig } from './config';
import { createApiProxy } from './proxy';
import { apiRateLimit, apiSecurityHeaders, bodyLimit, securityHeaders } from './security';
import { shellRouter } from './static-shell';

/**
 * The public origin: the shell and /api on one host. Order matters: the /api proxies first (with
 * API headers, rate and body limits; no body parser, so bodies stream through untouched), then
 * the page security headers and the static shell.
 */
export function createGatewayApp(config: GatewayConfig, env: NodeJS.ProcessEnv = process.env) {
  const remotes = remoteListFromEnv(env);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.get('/healthz', (_req, res) => { res.json({ status: 'ok', service: 'gateway', uptimeSeconds: Math.round(process.uptime()) }); });

  // JSON answers get the headers that matter for them; the full document policy (CSP…) is for pages.
  const api = createApiProxy(config);
  app.use('/api', apiSecurityHeaders, apiRateLimit(config.RATE_LIMIT_PER_MINUTE), bodyLimit(config.MAX_BODY_BYTES));
  app.use((req, res, next) => (req.path === '/api' || req.path.startsWith('/api/') ? api.handler(req, res, next) : next()));

  app.use(securityHeaders(remoteOrigins(remotes)));
  app.use(shellRouter(config.SHELL_DIST, remotes));
  app.use((req, res) => { res.status(404).json(errorBody(404, 'not_found', `No route for ${req.method} ${req.path}`)); });
  return { app, close: api.close };
}
