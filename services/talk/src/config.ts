import { port } from '@gg/service-kit';
import path from 'node:path';
import { z } from 'zod';

export const TalkConfigSchema = z.object({
  PORT: port(4003),
  /** SQLite file for talking points; survives restarts. */
  TALK_DB: z.string().default(path.resolve(__dirname, '../../../data/talk.sqlite')),
  SPORTS_URL: z.string().url().default('http://127.0.0.1:4002'),
});
export type TalkConfig = z.infer<typeof TalkConfigSchema>;
