/** Test-only: a service that fails outside any request when asked to, with its metrics on METRICS_PORT if set (run as its own process). */
import { Router } from 'express';
import { createServiceApp } from '../app';
import { serve } from '../serve';

const router = Router();
router.post('/reject', (_req, res) => {
  void Promise.reject(new Error('forgotten promise'));
  res.json({ ok: true });
});
router.post('/throw', (_req, res) => {
  setImmediate(() => { throw new Error('thrown outside a request'); });
  res.json({ ok: true });
});
serve(createServiceApp({ name: 'faulty', routers: [router] }), {
  port: Number(process.env.PORT),
  name: 'faulty service',
  metricsPort: process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined,
  onShutdown: () => { console.log('cleanup ran'); },
});
