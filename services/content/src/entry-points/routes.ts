/** Thin HTTP layer: parse, call the domain, send a contract-checked answer. */
import {
  CategorySchema, FieldMarkerSchema, GlossaryTermSchema, PenaltySchema, QuickFactSchema, RuleSchema, RuleSummarySchema, SearchResultsSchema,
} from '@gg/contracts';
import { sendValidated } from '@gg/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { ContentDomain } from '../domain/content';
import type { ContentSearch } from '../domain/search';

const SEARCH_ANSWER = z.union([SearchResultsSchema, z.array(RuleSchema), z.array(GlossaryTermSchema), z.array(PenaltySchema)]);

export function contentRouter(domain: ContentDomain, search: ContentSearch): Router {
  const router = Router();
  // Content changes only with a deploy: let browsers and the gateway reuse answers briefly.
  router.use((_req, res, next) => { res.setHeader('Cache-Control', 'public, max-age=300'); next(); });

  router.get('/api/categories', (_req, res) => sendValidated(res, z.array(CategorySchema), [...domain.listCategories()]));
  router.get('/api/categories/:id/rules', (req, res) => sendValidated(res, z.array(RuleSummarySchema), domain.rulesInCategory(req.params.id)));
  router.get('/api/all-rules', (_req, res) => sendValidated(res, z.array(RuleSchema), [...domain.allRules()]));
  router.get('/api/rules/:ruleId', (req, res) => sendValidated(res, RuleSchema, domain.getRule(req.params.ruleId)));
  router.get('/api/glossary', (_req, res) => sendValidated(res, z.array(GlossaryTermSchema), [...domain.glossary()]));
  router.get('/api/penalties', (_req, res) => sendValidated(res, z.array(PenaltySchema), [...domain.penalties()]));
  router.get('/api/quick-facts', (_req, res) => sendValidated(res, z.array(QuickFactSchema), [...domain.quickFacts()]));
  router.get('/api/field-markers', (_req, res) => sendValidated(res, z.array(FieldMarkerSchema), [...domain.fieldMarkers()]));
  router.get('/api/search', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    sendValidated(res, SEARCH_ANSWER, search.search({ query: req.query.query, type: req.query.type }));
  });
  return router;
}
