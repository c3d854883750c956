// The win-probability series on the wire; its meaning and words are in ./win-probability (no zod there).
import { z } from 'zod';
import type { WinProbabilityPoint } from './win-probability';

export const WinProbabilityPointSchema = z.object({
  playId: z.string().min(1),
  quarter: z.number().int().min(1),
  clock: z.string(),
  homeWinProbability: z.number().min(0).max(1),
}) satisfies z.ZodType<WinProbabilityPoint>;

/** In game order; empty when the provider has no win probabilities for the game (yet). */
export const WinProbabilitySeriesSchema = z.array(WinProbabilityPointSchema);
