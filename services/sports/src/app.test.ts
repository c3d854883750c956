import { TeamSchema } from '@gg/contracts';
import request from 'supertest';
import { createSportsApp } from './app';
import { createRecordedProvider } from './data-access/providers/recorded-provider';

describe('sports service (recorded provider)', () => {
  const app = createSportsApp({ provider: createRecordedProvider() });

  it('GET /api/teams returns the 32 teams normalised from the recorded ESPN list, sorted by name', async () => {
    const res = await request(app).get('/api/teams').expect(200).expect('Content-Type', /json/);
    expect(res.body).toHaveLength(32);
    for (const team of res.body) expect(TeamSchema.safeParse(team).success).toBe(true);
    const names = res.body.map((t: { displayName: string }) => t.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const kc = res.body.find((t: { abbreviation: string }) => t.abbreviation === 'KC');
    expect(kc).toMatchObject({ id: '12', displayName: 'Kansas City Chiefs', conference: 'AFC', division: 'AFC West' });
    expect(kc.primaryColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('reports health with the provider name', async () => {
    const res = await request(app).get('/healthz').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', service: 'sports', provider: 'recorded' });
  });

  it('answers unknown routes with 404 JSON', async () => {
    const res = await request(app).get('/api/nope').expect(404);
    expect(res.body.error).toMatchObject({ status: 404, code: 'not_found' });
  });
});
