/** Thin HTTP layer: parse, call the domain, send a contract-checked answer. */
import {
  CategorySchema, FieldMarkerSchema, GlossaryHeadSchema, GlossaryIndexEntrySchema, GlossaryTermSchema, PenaltySchema, QuickFactSchema, RuleIndexEntrySchema, RuleSchema, RuleSummarySchema, SearchResultsSchema,
} from '@gg/contracts';
import { cachedAnswer, sendValidated } from '@gg/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { parseGlossaryHeadLimit, type ContentDomain } from '../domain/content';
import type { ContentSearch } from '../domain/search';
import { SearchBusy } from '../domain/search-budget';

const SEARCH_ANSWER = z.union([SearchResultsSchema, z.array(RuleSchema), z.array(GlossaryTermSchema), z.array(PenaltySchema)]);

export function contentRouter(domain: ContentDomain, search: ContentSearch): Router {
  const router = Router();
  // Content changes only with a deploy: let browsers and the gateway reuse answers briefly.
  router.use((_req, res, next) => { res.setHeader('Cache-Control', 'public, max-age=300'); next(); });

  // The content is loaded once and never changes while the process runs, so each answer is
  // checked, serialised and compressed once (no version needed), then sent as stored bytes.
  const categories = cachedAnswer(z.array(CategorySchema));
  const rulesInCategory = cachedAnswer(z.array(RuleSummarySchema));
  const allRules = cachedAnswer(z.array(RuleSchema));
  const ruleIndex = cachedAnswer(z.array(RuleIndexEntrySchema));
  const rule = cachedAnswer(RuleSchema);
  const glossary = cachedAnswer(z.array(GlossaryTermSchema));
  const glossaryIndex = cachedAnswer(z.array(GlossaryIndexEntrySchema));
  const glossaryHead = cachedAnswer(GlossaryHeadSchema);
  const penalties = cachedAnswer(z.array(PenaltySchema));
  const quickFacts = cachedAnswer(z.array(QuickFactSchema));
  const fieldMarkers = cachedAnswer(z.array(FieldMarkerSchema));

  router.get('/api/categories', (_req, res) => categories.send(res, () => [...domain.listCategories()]));
  // Only known ids reach the cache: an unknown one throws (404) before anything is stored.
  router.get('/api/categories/:id/rules', (req, res) => rulesInCategory.send(res, () => domain.rulesInCategory(req.params.id), { key: req.params.id }));
  router.get('/api/all-rules', (_req, res) => allRules.send(res, () => [...domain.allRules()]));
  // every rule's id and title in the documented order: a rule page's neighbours and title links, a tenth of /api/all-rules
  router.get('/api/rule-index', (_req, res) => ruleIndex.send(res, () => domain.allRules().map(({ id, title }) => ({ id, title }))));
  router.get('/api/rules/:ruleId', (req, res) => rule.send(res, () => domain.getRule(req.params.ruleId), { key: req.params.ruleId }));
  router.get('/api/glossary', (_req, res) => glossary.send(res, () => [...domain.glossary()]));
  // every term's id and name: the words a rule's text links, without the definitions the glossary page shows
  router.get('/api/glossary-index', (_req, res) => glossaryIndex.send(res, () => domain.glossary().map(({ id, term }) => ({ id, term }))));
  // the first terms and the count: a glossary page's first screen, without carrying the other terms
  router.get('/api/glossary-head', (req, res) => {
    const limit = parseGlossaryHeadLimit(req.query.limit);
    glossaryHead.send(res, () => domain.glossaryHead(limit), { key: String(limit) });
  });
  router.get('/api/penalties', (_req, res) => penalties.send(res, () => [...domain.penalties()]));
  router.get('/api/quick-facts', (_req, res) => quickFacts.send(res, () => [...domain.quickFacts()]));
  router.get('/api/field-markers', (_req, res) => fieldMarkers.send(res, () => [...domain.fieldMarkers()]));
  // A kept search answer is the same object on every request that asks it: checked once (its
  // serialised bytes are not kept: thousands of large answers would hold too much memory).
  const checkedAnswers = new WeakSet<object>();
  router.get('/api/search', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    let answer;
    try {
      answer = search.search({ query: req.query.query, type: req.query.type });
    } catch (err) {
      if (err instanceof SearchBusy) {
        res.setHeader('Retry-After', String(err.retryAfterSeconds));
        res.setHeader('Cache-Control', 'no-store'); // busy now, not for the next minute
      }
      throw err;
    }
    if (checkedAnswers.has(answer)) {
      res.json(answer);
      return;
    }
    sendValidated(res, SEARCH_ANSWER, answer);
    if (res.statusCode === 200) checkedAnswers.add(answer);
  });
  return router;
}
