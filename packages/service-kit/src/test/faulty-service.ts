/** Test-only: a service that fails outside any request when asked to (run as its own process). */
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
  onShutdown: () => { console.log('cleanup ran'); },
});
