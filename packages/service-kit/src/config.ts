import { z } from 'zod';

/** Parses the environment with a zod schema at boot; a bad value stops the process with a clear message. */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** METRICS_PORT: where a process serves its Prometheus metrics, apart from its public port; unset, they are not served. */
export const metricsPort = () => z.coerce.number().int().min(0).max(65535).optional();
