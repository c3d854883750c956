import { createRecordedProvider } from './recorded-provider';

/** Every string field whose value is an absolute http(s) URL, with its path in the object. */
function urlsIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => urlsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => urlsIn(v, path ? `${path}.${k}` : k));
  return [];
}

describe('recorded provider: offline by design', () => {
  const provider = createRecordedProvider({ speed: 20, startedAt: new Date('2026-11-22T12:00:00Z'), now: () => new Date('2026-11-22T12:30:00Z') });

  it('hands the browser no third-party image to fetch (logos, headshots, news photos)', async () => {
    const answers = {
      scoreboard: await provider.scoreboard(),
      upcoming: await provider.upcoming(),
      teams: await provider.teams(),
      team: await provider.team('12'),
      roster: await provider.roster('12'),
      news: await provider.news(),
      teamNews: await provider.news('12'),
      bio: await provider.playerBio('3139477'),
      detail: await provider.gameDetail('401547417'),
    };
    // news articles keep their link (a page the fan may choose to open), nothing else is a URL
    const urls = urlsIn(answers).filter((p) => !/news\[\d+\]\.link$|teamNews\[\d+\]\.link$/.test(p));
    expect(urls).toEqual([]);
    expect(answers.teams.length).toBe(32);
    expect(answers.roster.length).toBeGreaterThan(40);
  });
});
