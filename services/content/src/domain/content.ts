/** What the learning area asks of the content, in plain functions. */
import type { Category, GlossaryTerm, Penalty, Rule, RuleSummary } from '@gg/contracts';
import { notFound } from '@gg/service-kit';
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
    penalties: (): readonly Penalty[] => repo.penalties,
    quickFacts: () => repo.quickFacts,
    fieldMarkers: () => repo.fieldMarkers,
  };
}

export type ContentDomain = ReturnType<typeof createContentDomain>;
