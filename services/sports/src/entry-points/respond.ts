import { sendValidated } from '@gg/service-kit';
import type { Response } from 'express';
import type { z } from 'zod';
import type { CachedResult } from '../domain/snapshot-cache';

/**
 * Sends provider data with its freshness: `X-Data-Updated` (when the provider last answered) and
 * `X-Data-Stale: true` while the provider is failing and this is the last good data.
 */
export function sendSnapshot<S extends z.ZodType>(res: Response, schema: S, result: Pick<CachedResult<z.input<S>>, 'data' | 'updatedAt' | 'stale'>): void {
  res.setHeader('X-Data-Updated', result.updatedAt);
  res.setHeader('X-Data-Stale', String(result.stale));
  res.setHeader('Cache-Control', 'no-cache');
  sendValidated(res, schema, result.data);
}
