import { NewsItemSchema, type NewsItem } from '@gg/contracts';
import { newsFromArticles, newsItemFrom } from './news';
import { fixture } from './test-fixtures';

const expectValid = (list: NewsItem[]) => {
  for (const n of list) expect(NewsItemSchema.parse(n)).toEqual(n);
};

describe('news', () => {
  test('league news: the 18 football articles of 20, first headline, numeric id -> string', () => {
    const list = newsFromArticles(fixture('news_league.json'));
    expect(list).toHaveLength(18);
    expectValid(list);
    expect(list[0]).toEqual({
      id: '45184227',
      headline: 'Ravens sign veteran nose tackle John Jenkins',
      description: 'The Ravens on Friday signed journeyman nose tackle John Jenkins, who most recently played two seasons for the Raiders.',
      link: 'https://www.espn.com/nfl/story/_/id/45184227/baltimore-ravens-sign-veteran-nose-tackle-john-jenkins',
      images: [{ url: 'https://a.espncdn.com/photo/2025/0517/r1494212_600x400_3-2.jpg', alt: null, width: 600, height: 400 }],
      // athlete, team, league; not topic/guid/contributor
      categories: ['John Jenkins', 'Baltimore Ravens', 'NFL'],
      published: '2025-05-17T01:03:07Z',
      modified: '2025-05-17T01:03:03Z',
    });
    expect(list.every((n) => n.link?.startsWith('https://'))).toBe(true);
    expect(list.flatMap((n) => n.categories)).not.toContain('news - au frontpage');
  });

  test('drops what the provider tags as another sport: teams and athletes of other sports only, or only other leagues', () => {
    const headlines = newsFromArticles(fixture('news_league.json')).map((n) => n.headline);
    // tagged with MLB teams and tennis, soccer, baseball and basketball leagues (and the NFL league too)
    expect(headlines).not.toContain('Snake at PGA Championship reminiscent of other moments of wildlife on the field');
    // WNBA and college basketball teams and athletes
    expect(headlines).not.toContain("Paige Bueckers' WNBA regular-season debut follows similar hype as others");
    // an NFL team among other sports' teams is NFL news
    expect(headlines).toContain('Missouri special session to be held for Chiefs, Royals plans');
    const tagged = (...categories: object[]) => newsFromArticles([{ id: 1, headline: 'H', categories }]).length;
    expect(tagged({ type: 'league', uid: 's:40~l:46', description: 'NBA' })).toBe(0);
    expect(tagged({ type: 'league', uid: 's:20~l:28', description: 'NFL' })).toBe(1);
    expect(tagged({ type: 'league', uid: 's:20~l:23', description: 'NCAA Football' })).toBe(1); // football, even if not the NFL
    expect(tagged({ type: 'athlete', uid: 's:1~l:10~a:1', description: 'A' }, { type: 'league', uid: 's:20~l:28', description: 'NFL' })).toBe(0);
    expect(tagged({ type: 'team', sportId: 28, description: 'Kansas City Chiefs' }, { type: 'team', sportId: 10, description: 'Kansas City Royals' })).toBe(1); // no uid: ESPN's league ids
    expect(tagged({ type: 'topic', description: 'news' })).toBe(1); // untagged: the feed's own sport
    expect(tagged()).toBe(1);
  });

  test('team news: 2 KC articles; caption used as alt text when alt is null', () => {
    const list = newsFromArticles(fixture('news_team_12_KC.json'));
    expect(list).toHaveLength(2);
    expectValid(list);
    expect(list[0]?.headline).toBe('Missouri special session to be held for Chiefs, Royals plans');
    expect(list[0]?.categories).toEqual(['Kansas City Chiefs', 'MLB', 'Kansas City Royals', 'NFL']);
    expect(list[0]?.images[1]?.alt).toBe('"Cash Cab" host Ben Bailey helps the Kansas City Chiefs reveal their schedule for the 2025 NFL season.');
  });

  test('athlete overview news[]: same article shape; ESPN repeats blog entries (13 raw -> 10 unique)', () => {
    const list = newsFromArticles(fixture('athlete_4430191_overview_web_v3.json'));
    expect(list).toHaveLength(10);
    expectValid(list);
    expect(list.filter((n) => n.id === '31730')).toHaveLength(1);
  });

  test('articles without id or headline are skipped; images without url dropped', () => {
    expect(newsItemFrom({ headline: 'x' })).toBeNull();
    expect(newsItemFrom({ id: 1 })).toBeNull();
    const n = newsItemFrom({ id: 2, headline: 'H', images: [{ alt: 'no url' }, { url: 'u', width: '10' }] });
    expect(n).toEqual({ id: '2', headline: 'H', description: null, link: null, images: [{ url: 'u', alt: null, width: 10, height: null }], categories: [], published: null, modified: null });
  });
});
