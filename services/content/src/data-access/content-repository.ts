/**
 * Read access to the guide's content. The content is our own text, versioned with the code in
 * src/data (reviewed like code, checked against the rulebook season it names), loaded once and
 * validated against the contracts at start so a bad edit fails the boot, not a user's request.
 */
import {
  CategorySchema, FieldMarkerSchema, GlossaryTermSchema, PenaltySchema, QuickFactSchema, RuleSchema,
  type Category, type FieldMarker, type GlossaryTerm, type Penalty, type QuickFact, type Rule,
} from '@gg/contracts';
import { z } from 'zod';
import { categories, fieldMarkers, glossary, penalties, quickFacts, rules } from '@gg/content';

export interface ContentRepository {
  categories: readonly Category[];
  /** In the documented full-list order (Previous/Next follow it). */
  rules: readonly Rule[];
  glossary: readonly GlossaryTerm[];
  penalties: readonly Penalty[];
  quickFacts: readonly QuickFact[];
  fieldMarkers: readonly FieldMarker[];
}

function uniqueIds<T extends { id: string }>(label: string, items: readonly T[]): readonly T[] {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) throw new Error(`Duplicate ${label} id "${item.id}"`);
    seen.add(item.id);
  }
  return items;
}

export function loadContent(raw = { categories, rules, glossary, penalties, quickFacts, fieldMarkers }): ContentRepository {
  const repo: ContentRepository = {
    categories: uniqueIds('category', z.array(CategorySchema).parse(raw.categories)),
    rules: uniqueIds('rule', z.array(RuleSchema).parse(raw.rules)),
    glossary: uniqueIds('term', z.array(GlossaryTermSchema).parse(raw.glossary)),
    penalties: uniqueIds('penalty', z.array(PenaltySchema).parse(raw.penalties)),
    quickFacts: z.array(QuickFactSchema).parse(raw.quickFacts),
    fieldMarkers: uniqueIds('field marker', z.array(FieldMarkerSchema).parse(raw.fieldMarkers)),
  };
  const categoryIds = new Set(repo.categories.map((c) => c.id));
  for (const rule of repo.rules) {
    if (!categoryIds.has(rule.categoryId)) throw new Error(`Rule "${rule.id}" names unknown category "${rule.categoryId}"`);
  }
  return repo;
}
