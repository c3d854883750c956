import { GlossaryTermSchema, PenaltySchema, RuleSchema, SearchResultsSchema } from '@gg/contracts';
import request from 'supertest';
import { createContentApp } from './app';

describe('GET /api/search', () => {
  const app = createContentApp();

  it('without type answers the object with three lists', async () => {
    const res = await request(app).get('/api/search').query({ query: 'holding' }).expect(200);
    const body = SearchResultsSchema.parse(res.body);
    expect(body.rules.map((r) => r.id)).toEqual(expect.arrayContaining(['holding-defense']));
    expect(body.terms.map((t) => t.term)).toContain('Holding');
    expect(body.penalties.map((p) => p.name)).toEqual(expect.arrayContaining(['Defensive Holding', 'Offensive Holding']));
  });

  it.each([
    ['rules', RuleSchema, 'touchdown', (x: { id: string }) => x.id === 'touchdown'],
    ['terms', GlossaryTermSchema, 'line of scrimmage', (x: { term: string }) => x.term === 'Line of Scrimmage'],
    ['penalties', PenaltySchema, 'false start', (x: { name: string }) => x.name === 'False Start'],
  ] as const)('with type=%s answers that list, best match first', async (type, schema, query, isBest) => {
    const res = await request(app).get('/api/search').query({ query, type }).expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const item of res.body) expect(schema.safeParse(item).success).toBe(true);
    expect(isBest(res.body[0] as never)).toBe(true);
  });

  it('tolerates typos and matches prefixes', async () => {
    const typo = await request(app).get('/api/search').query({ query: 'touchdwn', type: 'rules' }).expect(200);
    expect(typo.body[0].id).toBe('touchdown');
    const prefix = await request(app).get('/api/search').query({ query: 'interfer', type: 'penalties' }).expect(200);
    expect(prefix.body.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Defensive Pass Interference']));
  });

  it('understands a question, not just keywords', async () => {
    const res = await request(app).get('/api/search').query({ query: 'how does overtime work', type: 'rules' }).expect(200);
    expect(res.body[0].id).toBe('overtime');
  });

  it('ranks an exact name first', async () => {
    const res = await request(app).get('/api/search').query({ query: 'quarterback', type: 'terms' }).expect(200);
    expect(res.body[0].term).toBe('Quarterback');
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await request(app).get('/api/search').query({ query: 'zzzqqq', type: 'rules' }).expect(200);
    expect(res.body).toEqual([]);
  });

  it.each([
    [{}, /Missing "query"/],
    [{ query: '   ' }, /Missing "query"/],
    [{ query: 'td' }, /at least 3 characters/],
    [{ query: 'x'.repeat(201) }, /at most 200 characters/],
    [{ query: 'holding', type: 'players' }, /Unknown "type" "players"/],
  ])('rejects %j with a clear 400 JSON error', async (query, message) => {
    const res = await request(app).get('/api/search').query(query).expect(400).expect('Content-Type', /json/);
    expect(res.body.error).toMatchObject({ status: 400, code: 'bad_request' });
    expect(res.body.error.message).toMatch(message);
  });
});
