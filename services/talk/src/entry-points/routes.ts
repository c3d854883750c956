/** The water cooler's two calls: the stored talking points, and a refresh that regenerates them. */
import { TalkingPointSchema, TalkingPointsRefreshSchema } from '@gg/contracts';
import { badRequest, sendValidated } from '@gg/service-kit';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { SportsUnavailable, type Refresher } from '../domain/refresh';
import type { TalkingPointsDomain } from '../domain/talking-points';

/** The refresh takes no body; an empty JSON object (what some clients send for "nothing") is let through. */
function carriesBody(req: Request): boolean {
  const declared = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (!declared) return false;
  const body: unknown = req.body;
  return !(body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
}

export function talkRouter({ points, refresher }: { points: TalkingPointsDomain; refresher: Pick<Refresher, 'refreshAll'> }): Router {
  const router = Router();
  router.get('/api/water-cooler-talk', (req, res) => {
    const { category, limit } = req.query;
    // Points change with live games (seconds after a score) and on a fan's refresh, which must show
    // at once: kept, but revalidated on every use (the strong ETag makes that a 304), as the sports answers.
    res.setHeader('Cache-Control', 'no-cache');
    sendValidated(res, z.array(TalkingPointSchema), points.list({ category, limit }));
  });
  router.post('/api/water-cooler-talk/refresh', async (req, res) => {
    if (carriesBody(req)) throw badRequest('POST /api/water-cooler-talk/refresh takes no body');
    try {
      sendValidated(res, TalkingPointsRefreshSchema, await refresher.refreshAll());
    } catch (err) {
      if (err instanceof SportsUnavailable) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      throw err;
    }
  });
  return router;
}
