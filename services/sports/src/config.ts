import { port } from '@gg/service-kit';
import { z } from 'zod';

export const SportsConfigSchema = z.object({
  PORT: port(4002),
  PROVIDER: z.enum(['recorded', 'espn']).default('recorded'),
});
export type SportsConfig = z.infer<typeof SportsConfigSchema>;
