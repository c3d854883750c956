/**
 * ESPN's field situation -> GameSituation (@gg/contracts). Two sources: the live scoreboard's
 * `competitions[0].situation` (with the event's status) and a play's `start`/`end` in the play
 * feed. Every field may be missing or junk; between plays ESPN sends `down: -1` and leaves out
 * `possession` and the texts, so what is not known is left out rather than guessed.
 */
import { FIELD_YARDS, TIMEOUTS_PER_HALF, type GameSituation, type SituationPhase } from '@gg/contracts';
import { get, int, num, obj, str } from './read';

/** A down 1–4; ESPN's -1 (between plays) and 0 (a kickoff) are not downs. */
export function realDown(v: unknown): number | null {
  const down = int(v);
  return down !== null && down >= 1 && down <= 4 ? down : null;
}

const yardLineOf = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n >= 0 && n <= FIELD_YARDS ? n : null;
};

const distanceOf = (v: unknown): number | null => {
  const n = int(v);
  return n !== null && n >= 0 && n < FIELD_YARDS ? n : null;
};

const timeoutsOf = (v: unknown): number | null => {
  const n = int(v);
  return n !== null && n >= 0 && n <= TIMEOUTS_PER_HALF ? n : null;
};

/** Only the parts that are known: an optional field of the contract is absent, never null. */
function known(parts: { [K in keyof GameSituation]-?: GameSituation[K] | null }): GameSituation {
  const out: GameSituation = {};
  for (const [key, value] of Object.entries(parts)) {
    if (value !== null && value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** A play type that ends in a touchdown (pass, rush, any return): the try comes next. */
export const isTouchdownPlayType = (text: string | null) => text !== null && /touchdown/i.test(text);
/** A score after which the scoring team kicks off: a field goal, a try's points, a safety. */
const isKickoffNextPlayType = (text: string | null) => text !== null && /field goal good|extra point|two-point|2pt|safety/i.test(text);
export const isKickoffPlayType = (text: string | null) => text !== null && /kickoff/i.test(text);

/**
 * `competitions[0].situation` of a live scoreboard event. `statusName` is the event's
 * `status.type.name`: at the end of a quarter and at halftime the field waits for the next one.
 */
export function situationFromScoreboard(situation: unknown, statusName: string | null): GameSituation | null {
  const s = obj(situation);
  const breakNow = statusName === 'STATUS_HALFTIME' || statusName === 'STATUS_END_PERIOD';
  if (!s) return breakNow ? { phase: 'break' } : null;
  const down = realDown(s.down);
  const lastPlayType = str(get(s, 'lastPlay', 'type', 'text'));
  let phase: SituationPhase;
  if (breakNow) phase = 'break';
  else if (down !== null) phase = 'down';
  else if (int(s.down) === 0 || isKickoffNextPlayType(lastPlayType)) phase = 'kickoff';
  else if (isTouchdownPlayType(lastPlayType)) phase = 'try';
  else phase = 'between-plays';
  const withDown = phase === 'down';
  return known({
    phase,
    down: withDown ? down : null,
    distance: withDown ? distanceOf(s.distance) : null,
    // between plays ESPN's spot and red-zone flag are left from before (a kickoff spot marked red
    // zone, say): only a down's spot is the ball's
    yardLine: withDown ? yardLineOf(s.yardLine) : null,
    possessionTeamId: withDown ? str(s.possession) : null,
    homeTimeouts: timeoutsOf(s.homeTimeouts),
    awayTimeouts: timeoutsOf(s.awayTimeouts),
  });
}

/**
 * A play's `start` (the snap it was run from) as a down: only with a real down, a distance and the
 * team with the ball; ESPN's texts are not needed (the contract's rules word it).
 */
export function downFromPlayStart(start: unknown): GameSituation | null {
  const s = obj(start);
  const down = realDown(s?.down);
  const distance = distanceOf(s?.distance);
  const team = str(get(s, 'team', 'id'));
  if (!s || down === null || distance === null || !team) return null;
  return known({ phase: 'down', down, distance, yardLine: yardLineOf(s.yardLine), possessionTeamId: team, homeTimeouts: null, awayTimeouts: null });
}

/**
 * A kickoff play's `start`: the kicking team and its spot. The spot is kept only on the kicking
 * team's own half (a kickoff is never from the receiving side; ESPN's feed sometimes says so).
 */
export function kickoffFromPlayStart(start: unknown, homeTeamId: string | null): GameSituation {
  const team = str(get(start, 'team', 'id'));
  const spot = yardLineOf(get(start, 'yardLine'));
  const ownHalf = spot !== null && team !== null && homeTeamId !== null && (team === homeTeamId ? spot <= FIELD_YARDS / 2 : spot >= FIELD_YARDS / 2);
  return known({ phase: 'kickoff', down: null, distance: null, yardLine: ownHalf ? spot : null, possessionTeamId: team, homeTimeouts: null, awayTimeouts: null });
}
