import { TalkingPointSchema } from '@gg/contracts';
import { article } from '@gg/contracts/testing';
import { CAPTURED_AT, news, slate, teams, upcomingGames } from '../../test/recorded-game-day';
import { MAX_NEWS_POINTS, newsPoints, stories } from './news-points';
import { teamDirectory } from './wording';

const ctx = { teams: teams(), directory: teamDirectory(teams()), games: [...slate(), ...upcomingGames()], now: CAPTURED_AT };
const teamNames = new Set(teams().map((t) => t.displayName));

describe('news points from the recorded league headlines', () => {
  const { points } = newsPoints(news(), ctx);

  it('makes at most five points, each from a different story, only about NFL teams', () => {
    expect(points.length).toBe(MAX_NEWS_POINTS);
    for (const p of points) expect(TalkingPointSchema.parse(p)).toEqual(p);
    expect(new Set(points.map((p) => p.id)).size).toBe(points.length);
    const titles = points.map((p) => p.title).join(' | ');
    expect(titles).not.toMatch(/Snake at PGA|Paige Bueckers/); // other sports in the feed
  });

  it('three Brock Purdy articles are one story: one point, led by the first report, the coverage counted', () => {
    const purdy = points.filter((p) => /Purdy/.test(`${p.title} ${p.context}`));
    expect(purdy).toHaveLength(1);
    expect(purdy[0]).toMatchObject({ id: 'trending:article:45181713', source: 'article:45181713', title: 'Sources: Brock Purdy, 49ers agree to 5-year, $265M deal' });
    expect(purdy[0]?.context).toContain('3 stories in the latest headlines cover it, including "The numbers that led to Brock Purdy\'s new contract with the 49ers".');
    expect(purdy[0]?.talkingPoint).toContain('"Sources: Brock Purdy, 49ers agree to 5-year, $265M deal"');
    expect(purdy[0]?.casualPhrase).toMatch(/Brock Purdy/);
    expect(purdy[0]?.relevanceScore).toBe(Math.max(...points.map((p) => p.relevanceScore)));
  });

  it('never puts one article in two stories', () => {
    const all = stories(news(), teamNames).flatMap((s) => s.articles.map((a) => a.id));
    expect(new Set(all).size).toBe(all.length);
  });

  it('ties a story to its team\'s next game when it is within three days', () => {
    const chiefs = stories(news(), teamNames).find((s) => s.teams.includes('Kansas City Chiefs') && s.articles.length === 1 && /Missouri/.test(s.articles[0]!.headline));
    expect(chiefs).toBeDefined();
    const { points: one } = newsPoints(chiefs!.articles, ctx);
    expect(one[0]?.context).toContain('The Chiefs play the Chargers {when}.');
    expect(one[0]?.kickoff).toBe(upcomingGames().find((g) => g.awayTeam === 'Kansas City Chiefs' && g.homeTeam === 'Los Angeles Chargers')?.gameDate);
  });

  it('keeps a story three days past the later of its publication and now (to the hour)', () => {
    const fresh = newsPoints([article({ id: '1', categories: ['Chicago Bears'], published: '2026-11-22T11:00:00Z' })], ctx).points[0];
    expect(fresh?.expiresAt).toBe('2026-11-25T13:00:00.000Z'); // CAPTURED_AT 12:11 rounds up to 13:00
    const future = newsPoints([article({ id: '2', categories: ['Chicago Bears'], published: '2026-11-24T08:00:00Z' })], ctx).points[0];
    expect(future?.expiresAt).toBe('2026-11-27T08:00:00.000Z');
    expect(newsPoints([article({ id: '3', categories: ['NBA'] })], ctx).points).toEqual([]);
  });
});
