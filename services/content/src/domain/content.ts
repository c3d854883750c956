/** What the learning area asks of the content, in plain functions. */
import type { Category, GlossaryHead, GlossaryTerm, Penalty, Rule, RuleSummary } from '@gg/contracts';
import { GLOSSARY_HEAD_MAX } from '@gg/contracts';
import { badRequest, notFound } from '@gg/service-kit';
import type { ContentRepository } from '../data-access/content-repository';

export function createContentDomain(repo: ContentRepository) {
  const rulesById = new Map(repo.rules.map((r) => [r.id, r]));
  const categoriesById = new Map(repo.categories.map((c) => [c.id, c]));

  return {
    listCategories: (): readonly Category[] => repo.categories,

    rulesInCategory(categoryId: string): RuleSummary[] {
      if (!categoriesById.has(categoryId)) throw notFound(`No category "${categoryId}"`);
      return repo.rules.filter((r) => r.categoryId === categoryId).map(({ id, title, checkedForSeason, changedInSeason }) => ({ id, title, checkedForSeason, ...(changedInSeason === undefined ? {} : { changedInSeason }) }));
    },

    allRules: (): readonly Rule[] => repo.rules,

    getRule(ruleId: string): Rule {
      const rule = rulesById.get(ruleId);
      if (!rule) throw notFound(`No rule "${ruleId}"`);
      return rule;
    },

    glossary: (): readonly GlossaryTerm[] => repo.glossary,

    /** The first `count` terms (see `parseGlossaryHeadLimit`) and the glossary's size. */
    glossaryHead: (count: number): GlossaryHead => ({ total: repo.glossary.length, terms: repo.glossary.slice(0, count) }),

    penalties: (): readonly Penalty[] => repo.penalties,
    quickFacts: () => repo.quickFacts,
    fieldMarkers: () => repo.fieldMarkers,
  };
}

/** A whole number of terms from 1 to GLOSSARY_HEAD_MAX, written plainly (no sign, no leading zero). */
export function parseGlossaryHeadLimit(limit: unknown): number {
  const count = typeof limit === 'string' && /^[1-9]\d{0,2}$/.test(limit) ? Number(limit) : NaN;
  if (!(count <= GLOSSARY_HEAD_MAX)) throw badRequest(`"limit" must be a whole number from 1 to ${GLOSSARY_HEAD_MAX}`);
  return count;
}

export type ContentDomain = ReturnType<typeof createContentDomain>;
