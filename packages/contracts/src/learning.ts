// Payloads of the learning pages: categories, rules, glossary terms, penalties, quick facts, field markers, search.
import { z } from 'zod';

const id = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/, 'ids are lowercase kebab-case');

export const CategorySchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string().min(1),
});
export type Category = z.infer<typeof CategorySchema>;

/** A rule in a list: enough to name it and mark a recent change ("New in 2025"). */
export const RuleSummarySchema = z.object({
  id,
  title: z.string().min(1),
  checkedForSeason: z.string().regex(/^\d{4}$/).optional(),
  changedInSeason: z.number().int().min(1920).optional(),
});
export type RuleSummary = z.infer<typeof RuleSummarySchema>;

/** A rule's place in the guide: what a rule page needs of every other rule (its neighbours, links to it by title). */
export const RuleIndexEntrySchema = z.object({ id, title: z.string().min(1) });
export type RuleIndexEntry = z.infer<typeof RuleIndexEntrySchema>;

export const RuleSchema = RuleSummarySchema.extend({
  categoryId: id,
  description: z.string().min(1),
  details: z.string().min(1),
  tags: z.array(z.string().min(1)),
  /** The NFL season whose rulebook this text was last checked against, e.g. "2025". */
  checkedForSeason: z.string().regex(/^\d{4}$/),
  /** What changed recently, when the rule differs from older descriptions (e.g. overtime). */
  recentChange: z.string().optional(),
  /** The season the rule last changed in, for the changes a fan may not know yet. */
  changedInSeason: z.number().int().min(1920).optional(),
  /** The rule as it stood the season before that change, in a few sentences. */
  previously: z.object({ season: z.string().regex(/^\d{4}$/), text: z.string().min(1) }).optional(),
});
export type Rule = z.infer<typeof RuleSchema>;

export const GlossaryTermSchema = z.object({
  id,
  term: z.string().min(1),
  definition: z.string().min(1),
  category: z.string().min(1),
  relatedTerms: z.array(z.string()),
});
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;
/** A term's id and name: what linking words in a text needs, without the definitions (a tenth of the glossary). */
export const GlossaryIndexEntrySchema = GlossaryTermSchema.pick({ id: true, term: true });
export type GlossaryIndexEntry = z.infer<typeof GlossaryIndexEntrySchema>;
/** The glossary's first terms and how many it has in all: a first screen's cards and count, without the rest. */
export const GlossaryHeadSchema = z.object({ total: z.number().int().min(0), terms: z.array(GlossaryTermSchema) });
export type GlossaryHead = z.infer<typeof GlossaryHeadSchema>;
/** The most terms one `/api/glossary-head` answer gives: a first screen's worth, so its answers stay few and small. */
export const GLOSSARY_HEAD_MAX = 48;

export const PenaltySchema = z.object({
  id,
  name: z.string().min(1),
  /** Yards assessed; 0 for fouls with no yardage (e.g. loss of down only). */
  yardage: z.number().int().min(0).max(99),
  /** Automatic first down for the offended team. */
  automatic: z.boolean(),
  /** The offense also loses the down (e.g. intentional grounding, an illegal forward pass). */
  lossOfDown: z.boolean(),
  description: z.string().min(1),
  signal: z.string().min(1),
});
export type Penalty = z.infer<typeof PenaltySchema>;

export const SearchTypeSchema = z.enum(['rules', 'terms', 'penalties']);
export type SearchType = z.infer<typeof SearchTypeSchema>;

export const SearchResultsSchema = z.object({
  rules: z.array(RuleSchema),
  terms: z.array(GlossaryTermSchema),
  penalties: z.array(PenaltySchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

export const FieldMarkerCategorySchema = z.enum(['scoring', 'field-position', 'boundaries']);
export const FieldMarkerSchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string().min(1),
  position: z.object({ left: z.number().min(0).max(100), top: z.number().min(0).max(100) }),
  examples: z.array(z.string().min(1)),
  category: FieldMarkerCategorySchema,
});
export type FieldMarker = z.infer<typeof FieldMarkerSchema>;

export const QuickFactSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  description: z.string().min(1),
});
export type QuickFact = z.infer<typeof QuickFactSchema>;

export const DiagramHotspotSchema = z.object({
  id,
  name: z.string().min(1),
  description: z.string().min(1),
  color: z.string().min(1),
});
export type DiagramHotspot = z.infer<typeof DiagramHotspotSchema>;
