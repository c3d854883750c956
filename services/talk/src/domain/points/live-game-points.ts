/**
 * Live games: what is worth saying about a game being played right now. The angle that leads is
 * the most notable one (overtime, a comeback under way, a one-score fourth quarter, a shootout, a
 * blowout); every live game gets a point, and the relevance table ranks them (a blowout scores low).
 * A live point lasts until the game ends: then the result point replaces it (see generate.ts).
 * A game whose plays run ahead of its score (a score that went down) gets none until they agree:
 * its point would cite numbers that contradict each other.
 */
import type { Game, TalkingPoint } from '@gg/contracts';
import { comebackOf, isHalftime, isOvertime, isShootout, isWinning, ONE_SCORE, parseRecord, ROUT, runSince, scoreline, scoreTrail, type Deficit, type Scoreline } from './game-facts';
import { liveRelevance } from './relevance';
import { gameSource, pointId, type GameDetail } from './sports-snapshot';
import { capitalize, choose, gameTeams, otherSide, quarterWord, type Side, type TeamDirectory, type TeamNames } from './wording';

const HOUR = 3_600_000;
/** Longer than any game; the point is ended at the final whistle anyway. */
export const LIVE_POINT_LASTS_MS = 4 * HOUR;

type LiveLead = 'overtime' | 'comeback' | 'oneScoreFourthQuarter' | 'shootout' | 'blowout' | 'score';

/** "with 2:04 left in the fourth quarter", "at halftime", "in overtime"; "" before a quarter is known. */
export function timeInGame(game: Game): string {
  if (isHalftime(game)) return 'at halftime';
  if (isOvertime(game)) return game.clock && game.clock !== '0:00' ? `with ${game.clock} left in overtime` : 'in overtime';
  const period = game.period;
  if (!period) return '';
  const quarter = quarterWord(period);
  if (game.clock === '0:00') return `at the end of the ${quarter}`;
  return game.clock ? `with ${game.clock} left in the ${quarter}` : `in the ${quarter}`;
}

/** Words with single spaces, the time phrase only when there is one, and one full stop. */
const say = (...parts: string[]) => `${parts.filter(Boolean).join(' ')}.`;

/** The point about a game being played; null while its plays and its score contradict each other. */
export function liveGamePoint(game: Game, detail: GameDetail | undefined, { teams, now }: { teams: TeamDirectory; now: Date }): TalkingPoint | null {
  if (detail && scoreTrail(detail.plays, game).contradicted) return null;
  const names = gameTeams(game, teams);
  const s = scoreline(game);
  const comeback = comebackOf(detail?.plays, game);
  const angles = {
    overtime: isOvertime(game),
    oneScoreFourthQuarter: game.period === 4 && !isOvertime(game) && s.margin <= ONE_SCORE,
    comeback: comeback !== null,
    shootout: isShootout(s),
    winningTeams: isWinning(parseRecord(game.awayRecord)) && isWinning(parseRecord(game.homeRecord)),
    blowout: s.margin >= ROUT,
  };
  const lead: LiveLead = angles.overtime ? 'overtime' : angles.comeback ? 'comeback' : angles.oneScoreFourthQuarter ? 'oneScoreFourthQuarter' : angles.shootout ? 'shootout' : angles.blowout ? 'blowout' : 'score';
  const source = gameSource(game.id);
  const words = liveWords(lead, { game, names, s, comeback, source });
  const kickoff = Date.parse(game.gameDate);
  const holdUntil = Math.ceil((now.getTime() + HOUR / 2) / HOUR) * HOUR; // a game running late keeps its point
  return {
    id: pointId('live_game', source),
    category: 'live_game',
    title: words.title,
    talkingPoint: words.talkingPoint,
    context: words.context,
    ...(words.casualPhrase ? { casualPhrase: words.casualPhrase } : {}),
    relevanceScore: liveRelevance(angles),
    createdAt: now.toISOString(),
    expiresAt: new Date(Math.max(kickoff + LIVE_POINT_LASTS_MS, holdUntil)).toISOString(),
    source,
  };
}

interface LiveFacts { game: Game; names: Record<Side, TeamNames>; s: Scoreline; comeback: Deficit | null; source: string }

function liveWords(lead: LiveLead, { game, names, s, comeback, source }: LiveFacts) {
  const time = timeInGame(game);
  const away = names.away.short;
  const home = names.home.short;
  const leader = s.leader ? names[s.leader].short : '';
  const trailer = s.leader ? names[otherSide(s.leader)].short : '';
  const high = Math.max(s.away, s.home);
  const low = Math.min(s.away, s.home);
  const state = s.leader ? `the ${leader} lead the ${trailer} ${high}-${low}` : s.total === 0 ? `the ${away} and ${home} are scoreless` : `the ${away} and ${home} are tied at ${s.away}`;
  const pick = (list: Array<string | null>) => choose(source, 'talk', list) ?? say(capitalize(state), time);

  let title: string;
  let talkingPoint: string;
  let explain: string;
  switch (lead) {
    case 'overtime':
      title = `${away} at ${home} goes to overtime`;
      talkingPoint = pick([
        say(`The ${away} and ${home} are in overtime,`, s.leader ? `${leader} ${high}, ${trailer} ${low}` : `tied at ${s.away}`),
        say(`Overtime in ${away} at ${home}: ${state}`, time),
      ]);
      explain = game.seasonType === 3
        ? 'A playoff game tied after four quarters goes to overtime, and it keeps going until someone wins.'
        : 'A regular-season game tied after four quarters gets one 10-minute overtime period, and it can end in a tie.';
      break;
    case 'comeback': {
      const c = comeback as Deficit;
      const team = names[c.side].short;
      const rival = names[otherSide(c.side)].short;
      const now = s.leader === c.side ? `now lead the ${rival} ${high}-${low}` : s.leader === null ? `have tied it at ${s.away}` : `now trail the ${rival} just ${high}-${low}`;
      title = `${team} rallying against the ${rival}`;
      talkingPoint = pick([
        say(`The ${team} were down ${c.points} and ${now}`, time),
        say(`Comeback alert: the ${team}, down ${c.points} earlier, ${now}`, time),
      ]);
      explain = 'Erasing a deficit of 10 points or more takes at least two scores, since one score is worth 8 points at most.';
      break;
    }
    case 'oneScoreFourthQuarter':
      title = `Tight finish: ${away} at ${home}`;
      talkingPoint = pick([
        say(`One-score game in the fourth: ${state}`, time),
        s.leader ? say(`It's ${high}-${low} ${leader} over the ${trailer}`, time, '— a one-score game') : null,
        say(`${capitalize(state)}${time ? ` ${time}` : ''}, and either team can still win it`),
      ]);
      explain = 'A lead of 8 points or fewer is a one-score game: a touchdown (6) plus a two-point conversion (2) can tie it.';
      break;
    case 'shootout':
      title = `Shootout: ${away} at ${home}`;
      talkingPoint = pick([
        say(`Points everywhere in ${away} at ${home}: ${state}`, time),
        say(`The ${away} and ${home} have put up ${s.total} points between them`, time),
      ]);
      explain = 'When both offenses score 28 points or more, fans call it a shootout.';
      break;
    case 'blowout':
      title = `${leader} pulling away from the ${trailer}`;
      talkingPoint = pick([
        say(`The ${leader} are running away with it, ${high}-${low} over the ${trailer}`, time),
        say(`It's lopsided: ${leader} ${high}, ${trailer} ${low}`, time),
      ]);
      explain = 'A lead of 17 points or more is three scores: the trailing team needs at least three scoring drives to catch up.';
      break;
    default:
      title = `Live: ${away} at ${home}`;
      talkingPoint = pick([
        say(capitalize(state), time),
        say(`${away} at ${home} is under way: ${state}`, time),
      ]);
      explain = 'A touchdown is worth 6 points plus a try for 1 (a kick) or 2 (a play from the 2-yard line); a field goal is worth 3.';
  }

  const status = game.statusDetail ? ` (${game.statusDetail})` : '';
  const facts = [`${names.away.full} ${s.away}, ${names.home.full} ${s.home}${status}${game.venue ? ` at ${game.venue}` : ''}.`];
  if (comeback) {
    const team = names[comeback.side].short;
    const rival = names[otherSide(comeback.side)].short;
    const was = `${Math.max(comeback.away, comeback.home)}-${Math.min(comeback.away, comeback.home)}`;
    const run = runSince(comeback, s);
    facts.push(`The ${team} trailed ${was}${comeback.quarter ? ` in the ${quarterWord(comeback.quarter)}` : ''} and have outscored the ${rival} ${run.by}-${run.against} since.`);
  }
  facts.push(explain);

  const casualPhrase = choose(source, 'casual', [
    `Are you watching ${away}–${home}?`,
    lead !== 'blowout' && lead !== 'score' ? `Turn on the ${away}–${home} game!` : null,
    `Anyone else following the ${comeback ? names[comeback.side].short : home} game?`,
  ]);
  return { title, talkingPoint, context: facts.join(' '), casualPhrase };
}
