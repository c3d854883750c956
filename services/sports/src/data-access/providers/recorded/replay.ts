/**
 * Replays one recorded game (GB at ATL, 2023 week 2: 186 plays with wall-clock times) on a
 * virtual clock, so live scores, the latest play and play-by-play really move with no network.
 * Virtual time runs REPLAY_SPEED times faster than real time; the game follows the recording's
 * own pacing. The cycle is: pregame (scheduled) -> live -> final -> postgame, then it repeats,
 * so a long-running demo keeps having a live game.
 */
import type { Game, Play } from '@gg/contracts';
import { gameFromSummary } from '../../espn/normalize/games';
import { playFrom } from '../../espn/normalize/plays';
import { arr, get, num, objs, str } from '../../espn/normalize/read';

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
}

const ordinal = (n: number) => (n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : n === 4 ? '4th' : 'OT');

export class GameReplay {
  private readonly timeline: TimedPlay[];
  private readonly finalGame: Game;
  private readonly probabilityByPlay: Map<string, number>;
  private readonly pregame: number;
  private readonly postgame: number;
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
    this.gameLength = this.timeline[this.timeline.length - 1]!.at + 60;
    this.pregame = options.pregameSeconds ?? 600;
    this.postgame = options.postgameSeconds ?? 1800;
    this.probabilityByPlay = new Map(
      objs(get(probabilities, 'items')).flatMap((item) => {
        const playId = str(get(item, 'play', '$ref'))?.match(/plays\/(\d+)/)?.[1];
        const home = num(item.homeWinPercentage);
        return playId && home !== null ? [[playId, home] as const] : [];
      }),
    );
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
        game: {
          ...base, status: 'scheduled', statusDetail: 'Scheduled', awayScore: 0, homeScore: 0, period: null, clock: null,
          possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null,
        },
      };
    }
    if (sinceKickoff >= this.gameLength) {
      const final: Game = { ...base, status: 'final', statusDetail: 'Final', downDistance: null, possessionTeamId: null, isRedZone: null, ...(leaders ? { leaders } : {}) };
      return { phase: 'final', game: final, plays: this.timeline.map((t) => t.play), homeWinProbability: null };
    }

    const revealed = this.timeline.filter((t) => t.at <= sinceKickoff);
    const latest = revealed[revealed.length - 1];
    const plays = revealed.map((t) => t.play);
    let probability: number | null = null;
    for (const t of revealed) probability = this.probabilityByPlay.get(t.play.id) ?? probability;
    const end = latest ? get(latest.raw, 'end') : null;
    const period = latest?.play.quarter ?? 1;
    const clock = latest?.play.clock ?? '15:00';
    const yardsToEndzone = num(get(end, 'yardsToEndzone'));
    return {
      phase: 'live',
      plays,
      homeWinProbability: probability,
      game: {
        ...base,
        status: 'live',
        statusDetail: `${clock} - ${ordinal(period)}`,
        awayScore: latest?.play.awayScore ?? 0,
        homeScore: latest?.play.homeScore ?? 0,
        period,
        clock,
        possessionTeamId: str(get(end, 'team', 'id')),
        downDistance: (num(get(end, 'down')) ?? -1) > 0 ? str(get(end, 'downDistanceText')) : null,
        isRedZone: yardsToEndzone !== null ? yardsToEndzone <= 20 : null,
        lastPlay: latest?.play.description ?? null,
      },
    };
  }
}
