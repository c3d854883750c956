import { CategorySchema, RuleSchema } from '@gg/contracts';
import request from 'supertest';
import { createContentApp } from './app';

describe('content service', () => {
  const app = createContentApp();

  it('GET /api/categories lists the five categories in order', async () => {
    const res = await request(app).get('/api/categories').expect(200).expect('Content-Type', /json/);
    expect(res.body.map((c: { id: string }) => c.id)).toEqual(['offense', 'defense', 'special-teams', 'penalties', 'game-flow']);
    for (const c of res.body) expect(CategorySchema.safeParse(c).success).toBe(true);
  });

  it('GET /api/categories/:id/rules lists rule summaries (id, title, the season facts) of that category only', async () => {
    const res = await request(app).get('/api/categories/special-teams/rules').expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    const kickoff = res.body.find((r: { id: string }) => r.id === 'kickoff-rules');
    expect(kickoff).toEqual({ id: 'kickoff-rules', title: 'The Kickoff (Dynamic Kickoff)', checkedForSeason: '2025', changedInSeason: 2025 });
    const punt = res.body.find((r: { id: string }) => r.id === 'punt-rules');
    expect(Object.keys(punt).sort()).toEqual(['checkedForSeason', 'id', 'title']);
    expect(res.body.map((r: { id: string }) => r.id)).toContain('kickoff-rules');
  });

  it('GET /api/rules/:id returns the full rule; unknown ids are 404 JSON', async () => {
    const res = await request(app).get('/api/rules/overtime').expect(200);
    expect(RuleSchema.parse(res.body).checkedForSeason).toBe('2025');
    const missing = await request(app).get('/api/rules/not-a-rule').expect(404);
    expect(missing.body.error).toMatchObject({ status: 404, code: 'not_found', message: 'No rule "not-a-rule"' });
    await request(app).get('/api/categories/nope/rules').expect(404);
  });

  it('serves the glossary, penalties, quick facts and field markers', async () => {
    expect((await request(app).get('/api/glossary').expect(200)).body.length).toBeGreaterThanOrEqual(150);
    expect((await request(app).get('/api/penalties').expect(200)).body.length).toBeGreaterThanOrEqual(50);
    expect((await request(app).get('/api/quick-facts').expect(200)).body).toHaveLength(4);
    expect((await request(app).get('/api/field-markers').expect(200)).body).toHaveLength(8);
    expect((await request(app).get('/api/all-rules').expect(200)).body.length).toBeGreaterThanOrEqual(60);
  });

  it("gives every rule's id and title in the order of the full list, and nothing more", async () => {
    const all = (await request(app).get('/api/all-rules').expect(200)).body as Array<{ id: string; title: string }>;
    const index = (await request(app).get('/api/rule-index').expect(200)).body as unknown[];
    expect(index).toEqual(all.map(({ id, title }) => ({ id, title })));
    expect(JSON.stringify(index).length).toBeLessThan(JSON.stringify(all).length / 5);
  });

  it("gives every glossary term's id and name in the glossary's order, without the definitions", async () => {
    const glossary = (await request(app).get('/api/glossary').expect(200)).body as Array<{ id: string; term: string }>;
    const index = (await request(app).get('/api/glossary-index').expect(200)).body as unknown[];
    expect(index).toEqual(glossary.map(({ id, term }) => ({ id, term })));
    expect(JSON.stringify(index).length).toBeLessThan(JSON.stringify(glossary).length / 5);
  });

  it("gives the glossary's first terms and its size, for a first screen", async () => {
    const glossary = (await request(app).get('/api/glossary').expect(200)).body as unknown[];
    const head = (await request(app).get('/api/glossary-head?limit=12').expect(200)).body as { total: number; terms: unknown[] };
    expect(head).toEqual({ total: glossary.length, terms: glossary.slice(0, 12) });
    expect((await request(app).get('/api/glossary-head?limit=48').expect(200)).body.terms).toHaveLength(48);
  });

  it.each(['', '0', '49', '012', '-1', '+3', '1.5', '1e1', 'twelve', '9999999999'])('answers a glossary head with limit=%p 400, with a JSON reason', async (limit) => {
    const res = await request(app).get(`/api/glossary-head?limit=${encodeURIComponent(limit)}`).expect(400);
    expect(res.body.error.message).toMatch(/"limit" must be a whole number from 1 to 48/);
  });

  it('answers a glossary head without a limit, or with two, 400', async () => {
    await request(app).get('/api/glossary-head').expect(400);
    await request(app).get('/api/glossary-head?limit=3&limit=4').expect(400);
  });

  it('answers a revalidation with 304 and no body, and a changed tag with the full list', async () => {
    const first = await request(app).get('/api/categories').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await request(app).get('/api/categories').set('If-None-Match', etag).expect(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.headers['cache-control']).toBe('public, max-age=300');
    await request(app).get('/api/categories').set('If-None-Match', '"stale"').expect(200);
  });

  it('sends the glossary compressed to a browser (brotli), the same terms as uncompressed', async () => {
    const plain = await request(app).get('/api/glossary').set('Accept-Encoding', 'identity').expect(200);
    let encoded: { encoding: string | undefined; length: number; body: unknown } | undefined;
    for (let i = 0; i < 100 && encoded?.encoding !== 'br'; i++) {
      // compressed in the background after the first answer
      if (i > 0) await new Promise((r) => setTimeout(r, 20));
      const res = await request(app).get('/api/glossary').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
      encoded = { encoding: res.headers['content-encoding'], length: Number(res.headers['content-length']), body: res.body };
    }
    expect(encoded?.encoding).toBe('br');
    expect(encoded!.length).toBeLessThan(Number(plain.headers['content-length']) / 3);
    expect(encoded!.body).toEqual(plain.body);
  });
});
