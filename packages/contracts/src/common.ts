import { z } from 'zod';

/** Every error answer from a service or the gateway. */
export const ApiErrorSchema = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    /** The id of the request, as in the X-Request-Id header and the logs. */
    requestId: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const HealthSchema = z.object({ status: z.enum(['ok', 'degraded']), service: z.string(), uptimeSeconds: z.number() });
export type Health = z.infer<typeof HealthSchema>;

/** The runtime list the shell reads at start to find the remotes (served as /remotes.json). */
export const RemoteListSchema = z.object({
  remotes: z.array(z.object({ name: z.string().regex(/^[a-z][a-z0-9_]*$/), entry: z.string().url() })),
});
export type RemoteList = z.infer<typeof RemoteListSchema>;
