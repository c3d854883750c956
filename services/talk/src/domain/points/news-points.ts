/**
 * Trending news: the stories everyone will mention, from the league's latest headlines. Only
 * articles about an NFL team count (the feed also carries other sports). Several articles about
 * the same people are one story, so one point: led by the first report, with the coverage in the
 * context and counted in the relevance. A news point lasts three days after the story was last
 * in the headlines.
 */
import { isLiveGame, isScheduledGame, type Game, type NewsItem, type Team, type TalkingPoint } from '@gg/contracts';
import { newsRelevance } from './relevance';
import { pointId, type Generated } from './sports-snapshot';
import { choose, gameTeams, WHEN, type TeamDirectory } from './wording';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const NEWS_POINT_LASTS_MS = 3 * DAY;
/** How many of the newest NFL articles are read, and how many stories become points. */
export const NEWS_CANDIDATES = 12;
export const MAX_NEWS_POINTS = 5;

/** Category labels that are leagues or sports, not people. */
const NOT_A_PERSON = /\b(NFL|MLB|NBA|WNBA|NHL|MLS|NCAA\w*|PGA|LPGA|UFC|NASCAR|F1)\b|^(Tennis|Golf|Soccer|Boxing|College Football)$/;

export const articleSource = (articleId: string) => `article:${articleId}`;

const publishedAt = (n: NewsItem) => {
  const t = Date.parse(n.published ?? '');
  return Number.isNaN(t) ? null : t;
};

interface Story { articles: NewsItem[]; people: string[]; teams: string[]; newest: number | null }

/** Articles that share a person (a category, or a person's name in the headline) are one story. */
export function stories(news: NewsItem[], teamNames: ReadonlySet<string>): Story[] {
  const nfl = news
    .filter((n) => n.categories.some((c) => teamNames.has(c)))
    .sort((a, b) => (publishedAt(b) ?? -Infinity) - (publishedAt(a) ?? -Infinity))
    .slice(0, NEWS_CANDIDATES);
  const peopleOf = (n: NewsItem) => n.categories.filter((c) => !teamNames.has(c) && !NOT_A_PERSON.test(c) && /\S\s+\S/.test(c));
  const everyone = [...new Set(nfl.flatMap(peopleOf))];
  const mentions = nfl.map((n) => new Set([...peopleOf(n), ...everyone.filter((p) => n.headline.includes(p))]));

  // union-find over articles that mention the same person
  const parent = nfl.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i] as number)));
  for (let i = 0; i < nfl.length; i++) {
    for (let j = i + 1; j < nfl.length; j++) {
      if ([...(mentions[i] as Set<string>)].some((p) => mentions[j]?.has(p))) parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, number[]>();
  nfl.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));

  return [...groups.values()]
    .map((members) => {
      const articles = members.map((i) => nfl[i] as NewsItem).sort((a, b) => (publishedAt(a) ?? Infinity) - (publishedAt(b) ?? Infinity) || a.id.localeCompare(b.id));
      const times = articles.map(publishedAt).filter((t): t is number => t !== null);
      return {
        articles,
        people: [...new Set(members.flatMap((i) => [...(mentions[i] as Set<string>)]))],
        teams: [...new Set(articles.flatMap((a) => a.categories.filter((c) => teamNames.has(c))))],
        newest: times.length ? Math.max(...times) : null,
      };
    })
    .sort((a, b) => (b.newest ?? -Infinity) - (a.newest ?? -Infinity));
}

export function newsPoints(news: NewsItem[], { teams, directory, games, now }: { teams: Team[] | null; directory: TeamDirectory; games: Game[]; now: Date }): Generated {
  const byName = new Map<string, { id: string | null; full: string; abbreviation: string | null }>();
  for (const t of teams ?? []) byName.set(t.displayName, { id: t.id, full: t.displayName, abbreviation: t.abbreviation });
  for (const g of games) {
    if (!byName.has(g.awayTeam)) byName.set(g.awayTeam, { id: g.awayTeamId, full: g.awayTeam, abbreviation: g.awayTeamAbbreviation });
    if (!byName.has(g.homeTeam)) byName.set(g.homeTeam, { id: g.homeTeamId, full: g.homeTeam, abbreviation: g.homeTeamAbbreviation });
  }
  const team = (name: string) => {
    const t = byName.get(name);
    return t ? directory(t.id, t.full, t.abbreviation) : null;
  };

  const points: TalkingPoint[] = stories(news, new Set(byName.keys())).map((story, rank) => {
    const lead = story.articles[0] as NewsItem;
    const source = articleSource(lead.id);
    const headline = lead.headline.trim();
    const personInHeadline = story.people.find((p) => headline.includes(p));
    const firstTeam = story.teams.map(team).find((t) => t !== null);
    const subject = personInHeadline ?? story.people[0] ?? (firstTeam ? `the ${firstTeam.short}` : null);
    const action = teamInAction(story.teams, games, now);
    const others = story.articles.slice(1).reverse();

    const talkingPoint = choose(source, 'talk', [
      `Have you seen this one? "${headline}"`,
      `From the NFL headlines: "${headline}"`,
      story.articles.length > 1 ? `Everyone is talking about this one: "${headline}"` : null,
    ]) ?? `"${headline}"`;
    const context = [
      lead.description,
      others.length > 0 ? `${others.length + 1} stories in the latest headlines cover it, including "${others[0]?.headline}".` : null,
      action ? actionSentence(action, directory) : null,
      story.teams.length > 0 ? `Teams in the story: ${story.teams.join(', ')}.` : null,
    ].filter(Boolean).join(' ') || 'From the latest NFL headlines.';
    const casualPhrase = subject
      ? choose(source, 'casual', [
          `Did you hear about ${subject}?`,
          `Have you seen the news about ${subject}?`,
          `What do you make of the ${subject.replace(/^the /, '')} news?`,
        ])
      : null;
    const newest = story.newest ?? now.getTime();
    return {
      id: pointId('trending', source),
      category: 'trending',
      title: headline,
      talkingPoint,
      context,
      ...(casualPhrase ? { casualPhrase } : {}),
      // a team's coming game: its day is worded by the reader's app (see WHEN)
      ...(action && !isLiveGame(action.game) ? { kickoff: action.game.gameDate } : {}),
      relevanceScore: newsRelevance({ articles: story.articles.length, rank, teamInAction: action !== null }),
      createdAt: now.toISOString(),
      // three days after publication, or after the story was last in the headlines (to the hour)
      expiresAt: new Date(Math.max(newest, Math.ceil(now.getTime() / HOUR) * HOUR) + NEWS_POINT_LASTS_MS).toISOString(),
      source,
    };
  });
  // the biggest stories among the latest headlines (more coverage, newer, a team in action)
  return { points: points.sort((a, b) => b.relevanceScore - a.relevanceScore).slice(0, MAX_NEWS_POINTS), retire: [] };
}

/** A team in the story playing now or within three days. */
function teamInAction(teamNames: string[], games: Game[], now: Date): { game: Game; team: string } | null {
  const soon = (g: Game) => isLiveGame(g) || (isScheduledGame(g) && Date.parse(g.gameDate) > now.getTime() && Date.parse(g.gameDate) - now.getTime() <= 3 * DAY);
  for (const g of [...games].sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate))) {
    if (!soon(g)) continue;
    const team = teamNames.find((t) => t === g.awayTeam || t === g.homeTeam);
    if (team) return { game: g, team };
  }
  return null;
}

function actionSentence({ game, team }: { game: Game; team: string }, directory: TeamDirectory): string {
  const names = gameTeams(game, directory);
  const [us, them] = game.awayTeam === team ? [names.away, names.home] : [names.home, names.away];
  return isLiveGame(game) ? `The ${us.short} are playing the ${them.short} right now.` : `The ${us.short} play the ${them.short} ${WHEN}.`;
}
