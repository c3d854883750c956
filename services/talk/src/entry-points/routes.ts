import { TalkingPointSchema } from '@gg/contracts';
import { sendValidated } from '@gg/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { TalkingPointsDomain } from '../domain/talking-points';

export function talkRouter(domain: TalkingPointsDomain): Router {
  const router = Router();
  router.get('/api/water-cooler-talk', (req, res) => {
    const { category, limit } = req.query;
    sendValidated(res, z.array(TalkingPointSchema), domain.list({ category, limit }));
  });
  return router;
}
