// Test-only: a local stand-in for ESPN's three hosts (all on one 127.0.0.1 port) that
// serves the recorded fixtures with ETags/304s, plus misbehaving routes under /test/.
// Where no recording exists (league injury feed, core injury items other than one,
// a web v3 profile for 3139477) it builds bodies from recorded ones; each is marked.

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express, { type Request, type Response } from 'express';
import { TEAM_REFERENCE } from './normalize/teams-reference';

export const FIXTURE_DIR = join(__dirname, '../../../fixtures/espn');

const texts = new Map<string, string>();
/** Raw fixture text (served byte-for-byte, so ETags are stable). */
function fixtureText(name: string): string {
  let t = texts.get(name);
  if (t === undefined) {
    t = readFileSync(join(FIXTURE_DIR, name), 'utf8');
    texts.set(name, t);
  }
  return t;
}
const fixtureJson = (name: string): Record<string, unknown> => JSON.parse(fixtureText(name)) as Record<string, unknown>;

export interface FakeEspnState {
  /** What /apis/site/v2/.../nfl/injuries does: 404, `{}`, or a feed built from the summary's injuries[]. */
  leagueInjuries: 'missing' | 'empty' | 'feed';
}

export interface FakeEspn {
  baseUrl: string;
  baseUrls: { site: string; siteWeb: string; core: string };
  /** Every request as path+query, in arrival order. */
  hits: string[];
  /** Requests that carried If-None-Match. */
  conditionalHits: string[];
  state: FakeEspnState;
  reset(): void;
  close(): Promise<void>;
}

const NFL_SITE = '/apis/site/v2/sports/football/nfl';
const NFL_CORE = '/v2/sports/football/leagues/nfl';
const ATHLETES = '/apis/common/v3/sports/football/nfl/athletes';

/** JSON text with a strong ETag; 304 when the client already has it. */
function sendJson(req: Request, res: Response, text: string, status = 200): void {
  const etag = `"${createHash('sha1').update(text).digest('hex')}"`;
  if (status === 200 && req.get('if-none-match') === etag) {
    res.status(304).set('ETag', etag).end();
    return;
  }
  res.status(status).set({ 'Content-Type': 'application/json;charset=UTF-8', ETag: etag, 'Cache-Control': 'max-age=7' }).send(text);
}

const notFound = (req: Request, res: Response) =>
  res.status(404).json({ code: 404, message: `test server: nothing at ${req.originalUrl}` });

const q = (req: Request, key: string): string | undefined => {
  const v = (req.query as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : undefined;
};

// ---------------------------------------------------------------- fixture routes

function scoreboardFor(req: Request): { status: number; text: string } {
  const dates = q(req, 'dates');
  // The provider must always pass explicit params (pitfall 4), so the fake refuses bare calls.
  if (!dates) return { status: 400, text: '{"code":400,"message":"test server: explicit dates required"}' };
  // Date ranges are broken on the real API since Sep 2026 (pitfall 2).
  if (dates.includes('-')) return { status: 400, text: '{"code":400,"message":"Failed to get events endpoint."}' };
  // 20251208 is a stand-in (the Sunday capture) for "last night" in the after-midnight test.
  if (dates === '20251207' || dates === '20251208' || dates === '202512') return { status: 200, text: fixtureText('scoreboard_2025_reg_wk14_live_20251207T190037Z.json') };
  if (dates === '202509') return { status: 200, text: fixtureText('scoreboard_2025_reg_wk1_pregame_odds.json') };
  if (dates === '2024' && q(req, 'seasontype') === '2' && q(req, 'week') === '15') {
    return { status: 200, text: fixtureText('scoreboard_2024_reg_wk15_dates20241215_final.json') };
  }
  return { status: 200, text: '{"events":[]}' };
}

function summaryFor(event: string | undefined): string | null {
  if (event === '401547417') return fixtureText('summary_401547417_2023_wk2_GB_at_ATL_final.json');
  // Derived: the CDN package's gamepackageJSON (header + pickcenter + boxscore) is the site summary's shape.
  if (event === '401547602') return JSON.stringify(fixtureJson('cdn_core_game_401547602_pickcenter_trimmed.json').gamepackageJSON);
  // A 200 without a header (seen on other ESPN sports for unknown events; unverified for NFL).
  if (event === '400000001') return '{"boxscore":{},"meta":{}}';
  return null;
}

/**
 * Core injury item for any athlete/injury id. Only one real item was recorded (ACTIVE), so
 * others are that item with ids swapped and a status chosen by injury id (mod 3: ACTIVE,
 * QUESTIONABLE, OUT) to exercise filtering.
 */
function coreInjuryItem(season: string, athleteId: string, injuryId: string): string {
  const template = 'core_athlete_4426502_injury_598153.json';
  if (athleteId === '4426502' && injuryId === '598153') return fixtureText(template);
  const item = fixtureJson(template);
  const base = `http://sports.core.api.espn.com${NFL_CORE}/seasons/${season}/athletes/${athleteId}`;
  item.$ref = `${base}/injuries/${injuryId}?lang=en&region=us`;
  item.id = injuryId;
  item.athlete = { $ref: `${base}?lang=en&region=us` };
  const kind = Math.abs(Number(injuryId)) % 3; // ESPN has negative injury ids too (-1706064 in the DET list)
  if (kind === 1) {
    item.status = 'Questionable';
    item.type = { id: '2', name: 'INJURY_STATUS_QUESTIONABLE', description: 'questionable', abbreviation: 'Q' };
  } else if (kind === 2) {
    item.status = 'Out';
    item.type = { id: '4', name: 'INJURY_STATUS_OUT', description: 'out', abbreviation: 'O' };
  }
  return JSON.stringify(item);
}

const ATHLETE_FILES: Record<string, Record<string, string>> = {
  // Stand-in: no web v3 profile of 3139477 was recorded; the core athlete has the same fields
  // that matter (playerBioFrom reads both shapes).
  '': { '3139477': 'core_athlete_3139477.json', '4430191': 'athlete_4430191_profile_web_v3.json' },
  bio: { '3139477': 'athlete_3139477_bio_web_v3.json' },
  stats: { '3139477': 'athlete_3139477_stats_web_v3.json' },
  splits: { '4430191': 'athlete_4430191_splits_web_v3.json' },
};

function fixtureRoutes(app: express.Express, state: FakeEspnState): void {
  const file = (name: string) => (req: Request, res: Response) => sendJson(req, res, fixtureText(name));

  app.get(`${NFL_SITE}/scoreboard`, (req, res) => {
    const { status, text } = scoreboardFor(req);
    sendJson(req, res, text, status);
  });
  app.get(`${NFL_SITE}/summary`, (req, res) => {
    const text = summaryFor(q(req, 'event'));
    if (text === null) notFound(req, res);
    else sendJson(req, res, text);
  });
  app.get(`${NFL_CORE}/events/:id/competitions/:cid/odds`, (req, res) => {
    if (req.params.id === '401547417') sendJson(req, res, fixtureText('core_event_401547417_odds_list.json'));
    else notFound(req, res);
  });

  app.get(`${NFL_SITE}/teams`, file('teams_list.json'));
  app.get(`${NFL_SITE}/teams/:id`, (req, res) => (req.params.id === '12' ? sendJson(req, res, fixtureText('team_12_KC_detail.json')) : notFound(req, res)));
  // Only the Chiefs' schedule was recorded; other known teams answer with no events.
  app.get(`${NFL_SITE}/teams/:id/schedule`, (req, res) => {
    if (req.params.id === '12') return sendJson(req, res, fixtureText('team_12_KC_schedule_season2023.json'));
    return TEAM_REFERENCE.some((t) => t.id === req.params.id) ? sendJson(req, res, '{"events":[]}') : notFound(req, res);
  });
  app.get(`${NFL_SITE}/teams/:id/roster`, (req, res) => (req.params.id === '12' ? sendJson(req, res, fixtureText('team_12_KC_roster.json')) : notFound(req, res)));

  app.get(`${NFL_SITE}/news`, (req, res) => {
    const team = q(req, 'team');
    if (!team) return sendJson(req, res, fixtureText('news_league.json'));
    return sendJson(req, res, team === '12' ? fixtureText('news_team_12_KC.json') : '{"header":"NFL News","articles":[]}');
  });

  app.get('/apis/v2/sports/football/nfl/standings', file('standings_apis_v2_2024.json'));
  // The site v2 path is a stub on the real API (pitfall 10).
  app.get(`${NFL_SITE}/standings`, (req, res) => sendJson(req, res, '{"fullViewLink":{"text":"Full Standings","href":"https://www.espn.com/nfl/standings"}}'));

  app.get(`${NFL_SITE}/injuries`, (req, res) => {
    if (state.leagueInjuries === 'missing') return notFound(req, res);
    if (state.leagueInjuries === 'empty') return sendJson(req, res, '{}');
    // Derived: the league feed's groups have the same item shape as a game summary's injuries[].
    const summary = fixtureJson('summary_401547417_2023_wk2_GB_at_ATL_final.json');
    return sendJson(req, res, JSON.stringify({ timestamp: '2025-05-01T00:00:00Z', injuries: summary.injuries }));
  });
  app.get(`${NFL_CORE}/teams/:id/injuries`, (req, res) => {
    const id = req.params.id;
    if (id === '8') return sendJson(req, res, fixtureText('core_team_8_DET_injuries_list_2025.json'));
    if (TEAM_REFERENCE.some((t) => t.id === id)) return sendJson(req, res, '{"count":0,"pageIndex":1,"pageSize":100,"pageCount":0,"items":[]}');
    return notFound(req, res);
  });
  app.get(`${NFL_CORE}/seasons/:season/athletes/:athleteId/injuries/:injuryId`, (req, res) => {
    const { season, athleteId, injuryId } = req.params as Record<string, string>;
    sendJson(req, res, coreInjuryItem(season ?? '2025', athleteId ?? '', injuryId ?? ''));
  });

  const athlete = (kind: string) => (req: Request, res: Response) => {
    const name = ATHLETE_FILES[kind]?.[String(req.params.id)];
    if (name) sendJson(req, res, fixtureText(name));
    else notFound(req, res);
  };
  app.get(`${ATHLETES}/:id`, athlete(''));
  app.get(`${ATHLETES}/:id/bio`, athlete('bio'));
  app.get(`${ATHLETES}/:id/stats`, athlete('stats'));
  app.get(`${ATHLETES}/:id/splits`, athlete('splits'));
}

// ---------------------------------------------------------------- misbehaving routes

function faultRoutes(app: express.Express, attempts: Map<string, number>): void {
  const count = (key: string) => {
    const n = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, n);
    return n;
  };

  app.get('/test/json', (req, res) => sendJson(req, res, JSON.stringify({ ok: true, path: '/test/json' })));
  app.get('/test/json/:n', (req, res) => sendJson(req, res, JSON.stringify({ ok: true, n: req.params.n })));
  app.get('/test/headers', (req, res) => res.json({ userAgent: req.get('user-agent') ?? null, accept: req.get('accept') ?? null }));
  // Longer than any client timeout used in tests; the timer is dropped when the client gives up.
  app.get('/test/slow', (req, res) => {
    const timer = setTimeout(() => sendJson(req, res, '{"ok":true}'), 3_000);
    res.on('close', () => clearTimeout(timer));
  });
  // 500 for the first `fail` (default 1) attempts per key, then 200.
  app.get('/test/flaky/:key', (req, res) => {
    const n = count(`flaky:${req.params.key}`);
    if (n <= Number(q(req, 'fail') ?? '1')) return res.status(500).json({ code: 500, message: 'boom' });
    return sendJson(req, res, JSON.stringify({ ok: true, attempts: n }));
  });
  // 429 with Retry-After (seconds from ?after, default 1) once per key, then 200.
  app.get('/test/limited/:key', (req, res) => {
    const n = count(`limited:${req.params.key}`);
    if (n === 1) return res.status(429).set('Retry-After', q(req, 'after') ?? '1').json({ code: 429 });
    return sendJson(req, res, JSON.stringify({ ok: true, attempts: n }));
  });
  app.get('/test/always-500', (_req, res) => res.status(503).json({ code: 503 }));
  app.get('/test/forbidden', (_req, res) => res.status(403).send('<html><body>Access denied</body></html>'));
  app.get('/test/html', (_req, res) => res.status(200).type('html').send('<html><body>Access denied</body></html>'));
  app.get('/test/attempts/:key', (req, res) => res.json({ attempts: attempts.get(String(req.params.key)) ?? 0 }));
}

// ---------------------------------------------------------------- server

export async function startFakeEspn(): Promise<FakeEspn> {
  const app = express();
  app.disable('etag'); // ours are explicit, per body
  app.disable('x-powered-by');
  const hits: string[] = [];
  const conditionalHits: string[] = [];
  const attempts = new Map<string, number>();
  const state: FakeEspnState = { leagueInjuries: 'missing' };

  app.use((req, _res, next) => {
    hits.push(req.originalUrl);
    if (req.get('if-none-match')) conditionalHits.push(req.originalUrl);
    next();
  });
  fixtureRoutes(app, state);
  faultRoutes(app, attempts);
  app.use(notFound);

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    baseUrls: { site: baseUrl, siteWeb: baseUrl, core: baseUrl },
    hits,
    conditionalHits,
    state,
    reset() {
      hits.length = 0;
      conditionalHits.length = 0;
      attempts.clear();
      state.leagueInjuries = 'missing';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that was just free and is now closed: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const probe = express().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
