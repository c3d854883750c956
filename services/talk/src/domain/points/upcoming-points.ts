/**
 * Games in the coming week worth bringing up before kickoff: a marquee matchup (both teams with
 * winning records; the line and the total when the books have one) or a key injury before the
 * game (a player ruled out or doubtful). One point per game: the matchup leads and its injuries
 * go into the context. The point expires at kickoff, when the live point takes over.
 */
import { isScheduledGame, type BettingOdds, type Game, type Injury, type Standing, type TalkingPoint } from '@gg/contracts';
import { HIGH_TOTAL, isWinning, parseRecord, pregameLine, TIGHT_LINE, winPct, type Line, type WinLoss } from './game-facts';
import { upcomingRelevance } from './relevance';
import { gameSource, pointId } from './sports-snapshot';
import { capitalize, choose, gameTeams, num, otherSide, saysWhen, WHEN, type Side, type TeamDirectory, type TeamNames } from './wording';

const HOUR = 3_600_000;
export const UPCOMING_WINDOW_MS = 7 * 24 * HOUR;

export interface TeamRecord {
  record: WinLoss;
  /** The season the record is from when it is not the game's own (standings of an earlier season). */
  season: number | null;
}

export type RecordBook = ReadonlyMap<string, { record: WinLoss; season: number }>;

export function recordBook(standings: Standing[] | null): RecordBook {
  const book = new Map<string, { record: WinLoss; season: number }>();
  for (const s of standings ?? []) {
    const text = s.ties > 0 ? `${s.wins}-${s.losses}-${s.ties}` : `${s.wins}-${s.losses}`;
    book.set(s.teamId, { record: { wins: s.wins, losses: s.losses, ties: s.ties, text }, season: s.season });
  }
  return book;
}

/**
 * The game's own record when it has one (a week-1 "0-0" is none); else the standings' record,
 * labelled with its season unless it is the game's season. Standings from a later season than
 * the game say nothing about it.
 */
export function recordOf(game: Game, side: Side, book: RecordBook): TeamRecord | null {
  const own = parseRecord(side === 'away' ? game.awayRecord : game.homeRecord);
  if (own && own.wins + own.losses + own.ties > 0) return { record: own, season: null };
  const teamId = side === 'away' ? game.awayTeamId : game.homeTeamId;
  const standing = teamId ? book.get(teamId) : undefined;
  if (!standing || (game.season !== null && standing.season > game.season)) return null;
  return { record: standing.record, season: game.season !== null && standing.season === game.season ? null : standing.season };
}

const SEVERITY = { out: 0, doubtful: 1 } as const;

/** Players ruled out or doubtful on either team, the most serious first. */
export function keyInjuries(game: Game, injuries: Injury[] | null): Array<Injury & { status: 'out' | 'doubtful'; playerName: string }> {
  const teamIds = [game.awayTeamId, game.homeTeamId].filter((id): id is string => id !== null);
  return (injuries ?? [])
    .filter((i): i is Injury & { status: 'out' | 'doubtful'; playerName: string } => (i.status === 'out' || i.status === 'doubtful') && i.playerName !== null && i.teamId !== null && teamIds.includes(i.teamId))
    .sort((a, b) => SEVERITY[a.status] - SEVERITY[b.status] || a.playerName.localeCompare(b.playerName));
}

export interface UpcomingContext { teams: TeamDirectory; records: RecordBook; injuries: Injury[] | null; now: Date }

const inWindow = (game: Game, now: Date) => {
  const kickoff = Date.parse(game.gameDate);
  return isScheduledGame(game) && kickoff > now.getTime() && kickoff <= now.getTime() + UPCOMING_WINDOW_MS;
};

const isMarquee = (game: Game, records: RecordBook) => isWinning(recordOf(game, 'away', records)?.record ?? null) && isWinning(recordOf(game, 'home', records)?.record ?? null);

/** Worth asking the sports service for its line: a point will be made for this game. */
export function isUpcomingCandidate(game: Game, ctx: Omit<UpcomingContext, 'teams'>): boolean {
  return inWindow(game, ctx.now) && (isMarquee(game, ctx.records) || keyInjuries(game, ctx.injuries).length > 0);
}

export function upcomingPoint(game: Game, odds: BettingOdds[] | undefined, ctx: UpcomingContext): TalkingPoint | null {
  if (!inWindow(game, ctx.now)) return null;
  const away = recordOf(game, 'away', ctx.records);
  const home = recordOf(game, 'home', ctx.records);
  const marquee = isWinning(away?.record ?? null) && isWinning(home?.record ?? null);
  const injured = keyInjuries(game, ctx.injuries);
  if (!marquee && injured.length === 0) return null;

  const kickoff = new Date(game.gameDate);
  const line = pregameLine(odds);
  const names = gameTeams(game, ctx.teams);
  const source = gameSource(game.id);
  const facts: UpcomingFacts = { game, names, line, injured, source, when: WHEN, records: { away, home } };
  const words = marquee ? marqueeWords(facts) : injuryWords(facts);
  return {
    id: pointId('upcoming', source),
    category: 'upcoming',
    ...words,
    ...(saysWhen(words.title, words.talkingPoint, words.context, words.casualPhrase) ? { kickoff: game.gameDate } : {}),
    relevanceScore: upcomingRelevance({
      marquee,
      averageWinPct: away && home ? (winPct(away.record) + winPct(home.record)) / 2 : null,
      tightLine: line?.spread !== null && line?.spread !== undefined && line.spread <= TIGHT_LINE,
      highTotal: line?.overUnder !== null && line?.overUnder !== undefined && line.overUnder >= HIGH_TOTAL,
      hoursToKickoff: (kickoff.getTime() - ctx.now.getTime()) / HOUR,
      injury: injured[0]?.status ?? null,
    }),
    createdAt: ctx.now.toISOString(),
    expiresAt: kickoff.toISOString(),
    source,
  };
}

interface UpcomingFacts {
  game: Game;
  names: Record<Side, TeamNames>;
  line: Line | null;
  injured: ReturnType<typeof keyInjuries>;
  source: string;
  when: string;
  records: Record<Side, TeamRecord | null>;
}

const recordText = (r: TeamRecord) => (r.season === null ? r.record.text : `${r.record.text} in ${r.season}`);
const sideOfTeam = (game: Game, teamId: string | null): Side => (teamId !== null && teamId === game.homeTeamId ? 'home' : 'away');

function lineSentence({ line, names }: UpcomingFacts): string | null {
  if (!line) return null;
  const spread = line.spread === null ? null : line.favorite === null ? 'a pick\'em' : `${names[line.favorite].short} by ${num(line.spread)}`;
  const total = line.overUnder === null ? null : `total ${num(line.overUnder)}`;
  return `${line.provider} line: ${[spread, total].filter(Boolean).join(', ')}.`;
}

function injurySentences(f: UpcomingFacts): string[] {
  return f.injured.slice(0, 3).map((i) => {
    const team = f.names[sideOfTeam(f.game, i.teamId)].short;
    return `${i.playerName} (${team}) is ${i.status}${i.injuryType ? ` (${i.injuryType.toLowerCase()})` : ''}.`;
  });
}

function kickoffSentence({ game, when }: UpcomingFacts): string {
  return `Kickoff ${when}${game.venue ? ` at ${game.venue}` : ''}${game.broadcast ? ` on ${game.broadcast}` : ''}.`;
}

function marqueeWords(f: UpcomingFacts) {
  const { names, line, when, source, records } = f;
  const A = names.away.short;
  const H = names.home.short;
  const ar = records.away as TeamRecord;
  const hr = records.home as TeamRecord;
  const sameSeason = ar.season === hr.season;
  const fav = line?.favorite ? names[line.favorite].short : null;
  const dog = line?.favorite ? names[otherSide(line.favorite)].short : null;
  const total = line?.overUnder !== null && line?.overUnder !== undefined ? num(line.overUnder) : null;
  const spread = line?.spread !== null && line?.spread !== undefined ? num(line.spread) : null;
  const talkingPoint = choose(source, 'talk', [
    sameSeason && ar.season === null ? `${A} at ${H} ${when} is the game to watch: both teams have winning records, ${A} ${ar.record.text} and ${H} ${hr.record.text}.` : null,
    sameSeason && ar.season !== null ? `${A} at ${H} ${when} is the game to watch: both teams had winning records in ${ar.season}, ${A} ${ar.record.text} and ${H} ${hr.record.text}.` : null,
    !sameSeason ? `${A} at ${H} ${when} is the game to watch: the ${A} (${recordText(ar)}) visit the ${H} (${recordText(hr)}).` : null,
    fav && spread ? `The ${fav} are ${spread}-point favorites over the ${dog} ${when}${total ? `, and the total is ${total}` : ''}.` : null,
    fav && spread && total ? `${capitalize(when)}: ${A} at ${H}, ${fav} by ${spread}, over/under ${total}.` : null,
    line && line.favorite === null && line.spread === 0 ? `${A} at ${H} ${when} is a pick'em: the bookmakers can't split them.` : null,
  ]) ?? `${A} at ${H} ${when} is the game to watch.`;
  const context = [
    `Records: ${names.away.full} ${recordText(ar)}, ${names.home.full} ${recordText(hr)}.`,
    lineSentence(f),
    ...injurySentences(f),
    kickoffSentence(f),
    line ? 'The spread is the bookmakers\' expected margin of victory; the total (over/under) is their line on the points both teams score together.' : null,
  ].filter(Boolean).join(' ');
  const casualPhrase = choose(source, 'casual', [
    `Who do you like in ${A}–${H} ${when}?`,
    `Are you watching ${A} at ${H} ${when}?`,
    `${A}–${H} ${when} should be a good one.`,
  ]);
  return { title: `Marquee matchup: ${A} at ${H}`, talkingPoint, context, ...(casualPhrase ? { casualPhrase } : {}) };
}

function injuryWords(f: UpcomingFacts) {
  const { game, names, when, source, injured } = f;
  const worst = injured[0] as (typeof injured)[number];
  const side = sideOfTeam(game, worst.teamId);
  const T = names[side].short;
  const O = names[otherSide(side)].short;
  const player = worst.playerName;
  const talkingPoint = choose(source, 'talk', [
    worst.status === 'out' ? `The ${T} will be without ${player} ${when} against the ${O}.` : `${player} is doubtful for the ${T} ${when} against the ${O}.`,
    `Injury news for the ${T}: ${player} is ${worst.status} ${when} against the ${O}.`,
  ]) ?? `${player} is ${worst.status} ${when} against the ${O}.`;
  const context = [
    ...injurySentences(f),
    'Out means the team has ruled the player out; doubtful means he is unlikely to play.',
    lineSentence(f),
    kickoffSentence(f),
  ].filter(Boolean).join(' ');
  const casualPhrase = choose(source, 'casual', [
    `Did you hear ${player} is ${worst.status} against the ${O}?`,
    `Bad news for ${T} fans: ${player} is ${worst.status} ${when}.`,
  ]);
  return { title: `Injury watch: ${names.away.short} at ${names.home.short}`, talkingPoint, context, ...(casualPhrase ? { casualPhrase } : {}) };
}
