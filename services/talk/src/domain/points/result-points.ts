/**
 * Finished games: one point per game, led by the story that makes the result worth mentioning —
 * an upset against the pre-game line, a comeback win, overtime, a shootout, a one-score finish,
 * an underdog that covered big, a rout — or, with none of those, a big stat line from the box
 * score. The other angles and the stat line go into the context. A final with nothing notable
 * gets no point. Results fade over the week and expire seven days after kickoff.
 */
import type { Game, TalkingPoint } from '@gg/contracts';
import {
  againstTheLine, bestStatLine, BIG_COVER, comebackOf, isOvertime, isShootout, isWinning, ONE_SCORE, parseRecord, pregameLine, ROUT,
  runSince, scoreline, STAT_VERB, WITHIN_THREE, type Deficit, type Line, type StatLine,
} from './game-facts';
import { resultRelevance } from './relevance';
import { gameSource, pointId, type GameDetail } from './sports-snapshot';
import { capitalize, choose, gameTeams, inCity, num, otherSide, plural, possessive, quarterWord, saysWhen, WHEN, type Side, type TeamDirectory, type TeamNames } from './wording';

const DAY = 86_400_000;
export const RESULT_POINT_LASTS_MS = 7 * DAY;

export type ResultLead = 'upset' | 'comeback' | 'overtime' | 'shootout' | 'oneScore' | 'bigCover' | 'rout' | 'statLine';
/** Which story leads when several apply: the rarest first. */
export const RESULT_LEADS: readonly ResultLead[] = ['upset', 'comeback', 'overtime', 'shootout', 'oneScore', 'bigCover', 'rout', 'statLine'];

export function resultPoint(game: Game, detail: GameDetail | undefined, { teams, now }: { teams: TeamDirectory; now: Date }): TalkingPoint | null {
  const kickoff = new Date(game.gameDate);
  const expiresAt = kickoff.getTime() + RESULT_POINT_LASTS_MS;
  if (expiresAt <= now.getTime()) return null;

  const s = scoreline(game);
  const line = pregameLine(detail?.odds);
  const atl = againstTheLine(line, s);
  const comeback = comebackOf(detail?.plays, game);
  const stat = bestStatLine(game.leaders);
  const has: Record<ResultLead, boolean> = {
    upset: atl?.upset === true,
    comeback: comeback !== null,
    overtime: isOvertime(game),
    shootout: isShootout(s),
    oneScore: s.margin > 0 && s.margin <= ONE_SCORE,
    bigCover: atl !== null && !atl.upset && atl.underdogCover >= BIG_COVER,
    rout: s.margin >= ROUT,
    statLine: stat !== null,
  };
  const lead = RESULT_LEADS.find((angle) => has[angle]);
  if (!lead) return null;

  const source = gameSource(game.id);
  const words = resultWords(lead, has, { game, names: gameTeams(game, teams), line, comeback, stat, source, when: WHEN });
  const relevanceScore = resultRelevance({
    upset: has.upset, bigCover: has.bigCover, comeback: has.comeback, overtime: has.overtime, oneScore: has.oneScore,
    withinThree: s.margin > 0 && s.margin <= WITHIN_THREE, shootout: has.shootout, rout: has.rout, statLine: stat?.size ?? null,
    winningTeams: isWinning(parseRecord(game.awayRecord)) && isWinning(parseRecord(game.homeRecord)),
    daysOld: Math.floor((now.getTime() - kickoff.getTime()) / DAY),
  });
  return {
    id: pointId('recent_performance', source),
    category: 'recent_performance',
    ...words,
    ...(saysWhen(words.title, words.talkingPoint, words.context, words.casualPhrase) ? { kickoff: game.gameDate } : {}),
    relevanceScore,
    createdAt: now.toISOString(),
    expiresAt: new Date(expiresAt).toISOString(),
    source,
  };
}

interface ResultFacts {
  game: Game;
  names: Record<Side, TeamNames>;
  line: Line | null;
  comeback: Deficit | null;
  stat: StatLine | null;
  source: string;
  when: string;
}

function resultWords(lead: ResultLead, has: Record<ResultLead, boolean>, f: ResultFacts) {
  const { game, names, line, comeback, stat, source, when } = f;
  const s = scoreline(game);
  const winnerSide: Side | null = s.leader;
  const W = winnerSide ? names[winnerSide].short : names.away.short;
  const L = winnerSide ? names[otherSide(winnerSide)].short : names.home.short;
  const high = Math.max(s.away, s.home);
  const low = Math.min(s.away, s.home);
  const score = `${high}-${low}`;
  const spread = line?.spread !== null && line?.spread !== undefined ? num(line.spread) : null;
  const tie = winnerSide === null;
  const pick = (candidates: Array<string | null>) => choose(source, 'talk', candidates);

  // one sentence per angle, for the context when it is not the lead
  const also: Record<ResultLead, () => string> = {
    upset: () => `The ${W} were ${spread}-point underdogs (${line?.provider}).`,
    comeback: () => {
      const c = comeback as Deficit;
      const run = runSince(c, s);
      const was = `${Math.max(c.away, c.home)}-${Math.min(c.away, c.home)}`;
      return `The ${W} trailed ${was}${c.quarter ? ` in the ${quarterWord(c.quarter)}` : ''} and outscored the ${L} ${run.by}-${run.against} from there.`;
    },
    overtime: () => (tie ? 'It went to overtime and still ended level.' : 'It took overtime to decide it.'),
    shootout: () => `${capitalize(plural(s.total, 'point'))} in all.`,
    oneScore: () => `Decided by ${plural(s.margin, 'point')}.`,
    bigCover: () => `The ${L} were ${spread}-point underdogs (${line?.provider}) and lost by only ${s.margin}.`,
    rout: () => `A ${s.margin}-point margin.`,
    statLine: () => (stat ? `${stat.leader.athlete} ${STAT_VERB[stat.leader.category](stat.leader.value)} (${stat.leader.displayValue}).` : ''),
  };

  let title: string;
  let talkingPoint: string | null;
  let explain: string;
  switch (lead) {
    case 'upset':
      title = `Upset: ${W} beat the ${L}`;
      talkingPoint = pick([
        `The ${W} were ${spread}-point underdogs and beat the ${L} ${score} ${when}.`,
        `Upset ${when}: the ${W}, ${spread}-point underdogs, beat the ${L} ${score}.`,
      ]);
      explain = `Before kickoff ${line?.provider} had the ${L} favored by ${spread}: the point spread is the bookmakers' expected margin, and an underdog that wins outright is an upset.`;
      break;
    case 'comeback': {
      const c = comeback as Deficit;
      title = `${W} rally past the ${L}`;
      talkingPoint = pick([
        `The ${W} came back from ${c.points} down to beat the ${L} ${score} ${when}.`,
        `Down ${c.points}${c.quarter ? ` in the ${quarterWord(c.quarter)}` : ''}, the ${W} rallied to beat the ${L} ${score} ${when}.`,
        `The ${W} erased a ${c.points}-point deficit and beat the ${L} ${score} ${when}.`,
      ]);
      explain = 'Erasing a deficit of 10 points or more takes at least two scores, since one score is worth 8 points at most.';
      break;
    }
    case 'overtime':
      title = tie ? `${names.away.short} and ${names.home.short} tie in overtime` : `${W} win in overtime`;
      talkingPoint = tie
        ? `The ${names.away.short} and ${names.home.short} tied ${score} after overtime ${when}.`
        : pick([`The ${W} beat the ${L} ${score} in overtime ${when}.`, `It took overtime ${when}: ${W} ${high}, ${L} ${low}.`]);
      explain = game.seasonType === 3
        ? 'A playoff game tied after four quarters goes to overtime until someone wins.'
        : 'A regular-season game tied after four quarters gets one 10-minute overtime period, and it can end in a tie.';
      break;
    case 'shootout':
      title = `${W} win a ${s.total}-point shootout`;
      talkingPoint = pick([
        `The ${W} outscored the ${L} ${score} ${when}: ${plural(s.total, 'point')} in all.`,
        `${capitalize(plural(s.total, 'point'))} ${when}: ${W} ${high}, ${L} ${low}.`,
      ]);
      explain = 'When both offenses score 28 points or more, fans call it a shootout.';
      break;
    case 'oneScore':
      title = `${W} edge the ${L}`;
      talkingPoint = pick([
        `The ${W} edged the ${L} ${score} ${when}.`,
        `The ${W} beat the ${L} by ${plural(s.margin, 'point')}, ${score}, ${when}.`,
        `A one-score finish ${when}: ${W} ${high}, ${L} ${low}.`,
      ]);
      explain = 'A margin of 8 points or fewer is one score: a single touchdown (6) with a two-point conversion (2) covers it.';
      break;
    case 'bigCover':
      title = `${L} cover as underdogs`;
      talkingPoint = pick([
        `The ${L} lost ${score} to the ${W} ${when} but covered easily as ${spread}-point underdogs.`,
        `${spread}-point underdogs, the ${L} lost to the ${W} by only ${s.margin} ${when}.`,
      ]);
      explain = 'The spread is the bookmakers\' expected margin: an underdog "covers" by losing by less than it (or winning).';
      break;
    case 'rout':
      title = `${W} rout the ${L}`;
      talkingPoint = pick([
        `The ${W} routed the ${L} ${score} ${when}.`,
        `The ${W} blew out the ${L} ${score} ${when}.`,
        `A ${s.margin}-point win for the ${W} ${when}: ${score} over the ${L}.`,
      ]);
      explain = 'A margin of 17 points or more is three scores: more than two touchdowns, even with two-point conversions.';
      break;
    default: {
      const st = stat as StatLine;
      const athlete = st.leader.athlete;
      const verb = STAT_VERB[st.leader.category](st.leader.value);
      const onLoser = winnerSide !== null && st.leader.teamId !== null && st.leader.teamId === (winnerSide === 'away' ? game.homeTeamId : game.awayTeamId);
      const onWinner = winnerSide !== null && st.leader.teamId !== null && !onLoser && [game.awayTeamId, game.homeTeamId].includes(st.leader.teamId);
      title = `${athlete}: ${st.leader.value} ${st.leader.category} yards`;
      talkingPoint = pick([
        onWinner ? `${athlete} ${verb} in the ${possessive(W)} ${score} win over the ${L} ${when}.` : null,
        onLoser ? `${athlete} ${verb} in the ${possessive(L)} ${score} loss to the ${W} ${when}.` : null,
        onWinner ? `Big day for ${athlete}, who ${verb} as the ${W} beat the ${L} ${score} ${when}.` : null,
        `${athlete} ${verb} ${when} (${names.away.short} ${s.away}, ${names.home.short} ${s.home}).`,
      ]);
      explain = `The box score: ${st.leader.displayValue}. ${st.leader.category === 'passing' ? '300 passing yards' : `100 ${st.leader.category} yards`} in a game is the usual mark of a big day.`;
    }
  }

  const city = inCity(game, names.home);
  const context = [
    lead === 'comeback' ? also.comeback() : null,
    ...RESULT_LEADS.filter((angle) => angle !== lead && has[angle] && !(lead === 'upset' && angle === 'bigCover')).map((angle) => also[angle]()),
    explain,
    `Final: ${names.away.full} ${s.away}, ${names.home.full} ${s.home}${game.venue ? ` at ${game.venue}` : ''}.`,
  ].filter(Boolean).join(' ');
  const dramatic = has.comeback || has.overtime || (s.margin > 0 && s.margin <= WITHIN_THREE);
  const casualPhrase = choose(source, 'casual', [
    `Did you see the ${names.away.short}–${names.home.short} game ${when}?`,
    `What did you make of ${names.away.short}–${names.home.short} ${when}?`,
    lead === 'statLine' && stat ? `Did you catch ${possessive(stat.leader.athlete)} game ${when}?` : null,
    dramatic ? `Crazy ending${city ? ` in ${city}` : ''} ${when}!` : null,
    has.upset ? `Did you see the ${W} upset the ${L}?` : null,
    tie ? null : has.rout ? `Rough day for the ${L} ${when}, huh?` : `How about the ${W} ${when}?`,
  ]);
  return {
    title,
    talkingPoint: talkingPoint ?? `${capitalize(when)}: ${names.away.short} ${s.away}, ${names.home.short} ${s.home}.`,
    context,
    ...(casualPhrase ? { casualPhrase } : {}),
  };
}
