/**
 * Replays one recorded game (GB at ATL, 2023 week 2: 186 plays with wall-clock times) on a
 * virtual clock, so live scores, the latest play and play-by-play really move with no network.
 * Virtual time runs REPLAY_SPEED times faster than real time; the game follows the recording's
 * own pacing. The cycle is: pregame (scheduled) -> live -> final -> postgame, then it repeats,
 * so a long-running demo keeps having a live game.
 */
import { downAndDistanceText, isInRedZone, TIMEOUTS_PER_HALF, type CompletedDrive, type Game, type GameSituation, type Play, type WinProbabilityPoint } from '@gg/contracts';
import { gameFromSummary } from '../../espn/normalize/games';
import { playFrom } from '../../espn/normalize/plays';
import { arr, get, int, objs, str } from '../../espn/normalize/read';
import { ReplayDrives } from './replay-drives';
import { downFromPlayStart, isKickoffPlayType, isTouchdownPlayType, kickoffFromPlayStart } from '../../espn/normalize/situation';
import { ReplayWinProbability } from './replay-win-probability';

export interface ReplayOptions {
  /** Virtual seconds per real second. */
  speed: number;
  /** Real time the replay clock starts at (service start). */
  startedAt: Date;
  /** Virtual seconds between "now" and kickoff at the start of each cycle. */
  pregameSeconds?: number;
  /** Virtual seconds the final result stays up before the cycle restarts. */
  postgameSeconds?: number;
}

interface TimedPlay { play: Play; at: number /* virtual seconds after kickoff */; raw: unknown }

export interface ReplayState {
  phase: 'pregame' | 'live' | 'final';
  game: Game;
  /** Plays revealed so far, in game order. */
  plays: Play[];
  homeWinProbability: number | null;
  /** The drives whose last play has been revealed, in game order. */
  drives: CompletedDrive[];
  /** The home team's chances after each revealed play (empty before kickoff). */
  winProbability: WinProbabilityPoint[];
}

const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : n === 4 ? '4th' : 'OT');

const playType = (t: TimedPlay) => str(get(t.raw, 'type', 'text'));
/** The end of a quarter or of the half: the field waits for the next period. */
const isPeriodEnd = (type: string | null) => type !== null && /^end (period|of half)$/i.test(type);
/** Plays that stop the clock without a snap (timeouts, the two-minute warning): the next snap's situation stands. */
const isPause = (type: string | null) => type !== null && /timeout|two-minute warning/i.test(type);
/** A team's own timeout ("Timeout #1 by ATL at 13:40."), not the league's official ones. */
const calledBy = (t: TimedPlay) => (playType(t) === 'Timeout' ? /\bby ([A-Z]{2,3})\b/.exec(str(get(t.raw, 'text')) ?? '')?.[1] ?? null : null);

export class GameReplay {
  private readonly timeline: TimedPlay[];
  private readonly finalGame: Game;
  private readonly winProbability: ReplayWinProbability;
  private readonly pregame: number;
  private readonly postgame: number;
  private readonly drives: ReplayDrives;
  readonly gameLength: number;

  constructor(summary: unknown, probabilities: unknown, private readonly options: ReplayOptions) {
    const game = gameFromSummary(summary);
    if (!game) throw new Error('replay: the recorded summary has no game header');
    this.finalGame = game;
    const raw = objs(get(summary, 'drives', 'previous')).flatMap((d) => arr(d.plays));
    const firstWall = Date.parse(str(get(raw[0], 'wallclock')) ?? '');
    let last = 0;
    this.timeline = raw.flatMap((r) => {
      const play = playFrom(r);
      if (!play) return [];
      const wall = Date.parse(str(get(r, 'wallclock')) ?? '');
      // plays without a wall clock happen right after the previous one
      last = Number.isFinite(wall) && Number.isFinite(firstWall) ? Math.max(last, (wall - firstWall) / 1000) : last + 1;
      return [{ play, at: last, raw: r }];
    });
    if (this.timeline.length === 0) throw new Error('replay: the recorded summary has no plays');
    this.drives = new ReplayDrives(summary, this.timeline.map((t) => t.play.id), game.homeTeamId);
    this.gameLength = this.timeline[this.timeline.length - 1]!.at + 60;
    this.pregame = options.pregameSeconds ?? 600;
    this.postgame = options.postgameSeconds ?? 1800;
    this.winProbability = new ReplayWinProbability(this.timeline.map((t) => t.play), summary, probabilities);
  }

  get gameId(): string { return this.finalGame.id; }

  /** Seconds of one whole cycle, in virtual time. */
  get cycleSeconds(): number { return this.pregame + this.gameLength + this.postgame; }

  at(now: Date): ReplayState {
    const virtual = ((now.getTime() - this.options.startedAt.getTime()) / 1000) * this.options.speed;
    const inCycle = ((virtual % this.cycleSeconds) + this.cycleSeconds) % this.cycleSeconds;
    const sinceKickoff = inCycle - this.pregame;
    // the real time kickoff happens (or happened) in this cycle, shown to the minute as kickoffs are
    // (the cycle starts whenever the service did, so the exact instant falls on any second)
    const kickoffReal = new Date(Math.round((now.getTime() - (sinceKickoff / this.options.speed) * 1000) / 60_000) * 60_000);
    // The recorded box-score leaders are the final totals: only a finished game may show them.
    const { leaders, ...withoutLeaders } = this.finalGame;
    const base: Game = { ...withoutLeaders, gameDate: kickoffReal.toISOString() };

    if (sinceKickoff < 0) {
      return {
        phase: 'pregame',
        plays: [],
        homeWinProbability: null,
        drives: [],
        winProbability: [],
        game: {
          ...base, status: 'scheduled', statusDetail: 'Scheduled', awayScore: 0, homeScore: 0, period: null, clock: null,
          possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null,
        },
      };
    }
    if (sinceKickoff >= this.gameLength) {
      const final: Game = { ...base, status: 'final', statusDetail: 'Final', downDistance: null, possessionTeamId: null, isRedZone: null, ...(leaders ? { leaders } : {}) };
      return { phase: 'final', game: final, plays: this.timeline.map((t) => t.play), homeWinProbability: null, winProbability: this.winProbability.upTo(this.timeline.length), drives: this.drives.all() };
    }

    const revealed = this.timeline.filter((t) => t.at <= sinceKickoff);
    const latest = revealed[revealed.length - 1];
    const plays = revealed.map((t) => t.play);
    const winProbability = this.winProbability.upTo(revealed.length);
    const period = latest?.play.quarter ?? 1;
    const clock = latest?.play.clock ?? '15:00';
    const situation = this.situationAfter(revealed.length - 1, period);
    const drive = this.drives.current(revealed.length);
    const breakText = situation.phase === 'break' ? (period === 2 ? 'Halftime' : `End of ${ordinal(period)}`) : null;
    return {
      phase: 'live',
      plays,
      homeWinProbability: winProbability.at(-1)?.homeWinProbability ?? null,
      winProbability,
      drives: this.drives.completed(revealed.length),
      game: {
        ...base,
        status: 'live',
        statusDetail: breakText ?? `${clock} - ${ordinal(period)}`,
        awayScore: latest?.play.awayScore ?? 0,
        homeScore: latest?.play.homeScore ?? 0,
        period,
        clock,
        possessionTeamId: situation.possessionTeamId ?? null,
        downDistance: downAndDistanceText(situation, base),
        isRedZone: situation.phase === 'down' ? isInRedZone(situation, base) : null,
        lastPlay: latest?.play.description ?? null,
        situation,
        ...(drive ? { drive } : {}),
      },
    };
  }

  /**
   * The field after the play at `index` (-1: before the opening kickoff), as a live scoreboard
   * would show it: the recording's next snap (its `start` is the down the offense now faces; the
   * feed's `end`s are often off by a play), a kickoff when one comes first, the try after a
   * touchdown, a break at the end of a quarter. Timeouts calls and official timeouts change nothing.
   */
  private situationAfter(index: number, period: number): GameSituation {
    const timeouts = this.timeoutsLeft(index, period);
    const latest = index >= 0 ? this.timeline[index] : undefined;
    const latestType = latest ? playType(latest) : null;
    if (isPeriodEnd(latestType)) return { phase: 'break', ...timeouts };
    if (latest && isTouchdownPlayType(latestType)) {
      const scorer = str(get(latest.raw, 'start', 'team', 'id')) ?? str(get(latest.raw, 'end', 'team', 'id'));
      return { phase: 'try', ...(scorer ? { possessionTeamId: scorer } : {}), ...timeouts };
    }
    for (const next of this.timeline.slice(index + 1)) {
      const type = playType(next);
      if (isPause(type) || isPeriodEnd(type)) continue;
      const start = get(next.raw, 'start');
      if (isKickoffPlayType(type) || int(get(start, 'down')) === 0) return { ...kickoffFromPlayStart(start, this.finalGame.homeTeamId), ...timeouts };
      return { ...(downFromPlayStart(start) ?? { phase: 'between-plays' }), ...timeouts };
    }
    return { phase: 'between-plays', ...timeouts };
  }

  /** Timeouts each team has left in this half, from the calls so far; not known in overtime. */
  private timeoutsLeft(index: number, period: number): Pick<GameSituation, 'homeTimeouts' | 'awayTimeouts'> {
    if (period > 4) return {};
    const half = period <= 2 ? [1, 2] : [3, 4];
    const calls = this.timeline.slice(0, index + 1).filter((t) => half.includes(t.play.quarter)).map(calledBy);
    const left = (abbreviation: string | null) => Math.max(0, TIMEOUTS_PER_HALF - calls.filter((c) => c !== null && c === abbreviation).length);
    return { homeTimeouts: left(this.finalGame.homeTeamAbbreviation), awayTimeouts: left(this.finalGame.awayTeamAbbreviation) };
  }
}
