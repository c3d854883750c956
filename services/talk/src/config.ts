import { metricsPort, port } from '@gg/service-kit';
import path from 'node:path';
import { z } from 'zod';

export const TalkConfigSchema = z.object({
  PORT: port(4003),
  METRICS_PORT: metricsPort(),
  /** SQLite file for talking points; survives restarts. */
  TALK_DB: z.string().default(path.resolve(__dirname, '../../../data/talk.sqlite')),
  SPORTS_URL: z.string().url().default('http://127.0.0.1:4002'),
  /** How often every talking point is regenerated from the sports data. */
  TALK_REFRESH_MS: z.coerce.number().int().min(5_000).default(600_000),
  /** Per request to the sports service (a refresh makes several at once). */
  SPORTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /** Quiet time after a pushed live change before the games it touches are regenerated. */
  TALK_STREAM_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
});
export type TalkConfig = z.infer<typeof TalkConfigSchema>;
