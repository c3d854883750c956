import { TalkingPointCategorySchema, type TalkingPoint } from '@gg/contracts';
import { badRequest } from '@gg/service-kit';
import type { TalkingPointStore } from '../data-access/talking-point-store';

export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 20;

/** The stored talking points as the water cooler asks for them: most relevant first, expired ones left out. */
export function createTalkingPointsDomain(store: TalkingPointStore, now: () => Date = () => new Date()) {
  return {
    list(query: { category?: unknown; limit?: unknown }): TalkingPoint[] {
      let category;
      if (query.category !== undefined && query.category !== '') {
        const parsed = TalkingPointCategorySchema.safeParse(query.category);
        if (!parsed.success) throw badRequest(`Unknown category "${String(query.category)}"; use one of ${TalkingPointCategorySchema.options.join(', ')}`);
        category = parsed.data;
      }
      let limit = DEFAULT_LIMIT;
      if (query.limit !== undefined && query.limit !== '') {
        limit = Number(query.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw badRequest(`limit must be a whole number from 1 to ${MAX_LIMIT}`);
      }
      return store.list({ category, limit, now: now() });
    },
  };
}
export type TalkingPointsDomain = ReturnType<typeof createTalkingPointsDomain>;
