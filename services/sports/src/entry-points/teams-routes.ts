import { TeamSchema } from '@gg/contracts';
import { sendValidated } from '@gg/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { TeamsDomain } from '../domain/teams';

export function teamsRouter(teams: TeamsDomain): Router {
  const router = Router();
  router.get('/api/teams', async (_req, res) => sendValidated(res, z.array(TeamSchema), await teams.listTeams()));
  return router;
}
