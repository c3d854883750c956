/**
 * Plays in a fan's words, for the game detail panel: what kind of play each is, whether its
 * yardage means a gain, the header's clock, and the play breakdown. Pure, so each rule is tested
 * on its own. The provider's play types are many and raw ("Kickoff Return (Offense)", "Official
 * Timeout"); they are matched by words, so a type not seen yet still lands in a sensible group.
 */
import type { Game, Play } from '@gg/contracts';
import { compareText } from '@gg/ui';
import { signed } from './format';

/**
 * 'admin': not a play a fan counts (timeouts, ends of quarters, the two-minute warning, the toss).
 * 'penalty': a flag with no play, counted once with every other flag under Game events.
 * A group name: the breakdown's row. `yards`: the yardage is a gain (or loss) from scrimmage; on
 * kicks, returns and turnovers it is a kick's or a return's length, which reads wrong as "+24 yds".
 */
const KINDS: ReadonlyArray<readonly [RegExp, string, boolean]> = [
  [/timeout|two-minute|^end\b|end of|coin toss/i, 'admin', false],
  [/^penalty$/i, 'penalty', true],
  [/field goal/i, 'Field goals', false],
  [/extra point|two-point|2pt|conversion/i, 'Extra points and two-point tries', false],
  [/punt/i, 'Punts', false],
  [/kickoff|onside/i, 'Kickoffs', false],
  [/interception/i, 'Interceptions', false],
  [/fumble/i, 'Fumbles', false],
  [/safety/i, 'Safeties', false],
  [/sack/i, 'Sacks', true],
  [/pass/i, 'Passes', true],
  [/rush|run\b|scramble|kneel/i, 'Runs', true],
];

function kindOf(playType: string): { group: string; yards: boolean } {
  for (const [pattern, group, yards] of KINDS) if (pattern.test(playType)) return { group, yards };
  return { group: 'Other plays', yards: false };
}

/** "+12 yds", "+1 yd", "-7 yds"; null when the play gained nothing or its yardage is not a gain. */
export function yardsText(play: Pick<Play, 'playType' | 'yards'>): string | null {
  if (play.yards === 0 || !kindOf(play.playType).yards) return null;
  return `${signed(play.yards)} ${Math.abs(play.yards) === 1 ? 'yd' : 'yds'}`;
}

/** The play type as a fan reads it: "Kickoff return", "Field goal", "End of quarter". */
export function playLabel(playType: string): string {
  if (/^end period$/i.test(playType)) return 'End of quarter';
  const words = playType.replace(/\s*\((offense|defense)\)/i, '').replace(/\s+good$/i, '').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).replace(/\b[A-Z][a-z]+/g, (w) => w.toLowerCase());
}

const PERIODS = ['1st', '2nd', '3rd', '4th'];
const periodName = (period: number) => PERIODS[period - 1] ?? (period === 5 ? 'OT' : `${period - 4}OT`);
const secondsLeft = (clock: string | null) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(clock ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * A live game's clock for the panel's header ("3:59 - 4th"): the scoreboard's, unless the newest
 * play is later in the game (the plays are read more often than the scoreboard is pushed).
 */
export function liveClock(game: Pick<Game, 'period' | 'clock' | 'statusDetail'>, plays: readonly Play[]): string | null {
  const newest = plays.at(-1);
  const playLeft = newest ? secondsLeft(newest.clock) : null;
  if (newest && playLeft !== null) {
    const gameLeft = secondsLeft(game.clock);
    const later = game.period === null || gameLeft === null || newest.quarter > game.period || (newest.quarter === game.period && playLeft < gameLeft);
    if (later) return `${newest.clock} - ${periodName(newest.quarter)}`;
  }
  return game.statusDetail;
}

/**
 * Game Analytics: plays counted in the breakdown's groups (most first; timeouts and the like left
 * out, flags without a play counted once under Penalties), and the game's events.
 */
export function playStats(plays: readonly Play[]) {
  const counts = new Map<string, number>();
  let total = 0;
  for (const p of plays) {
    const { group } = kindOf(p.playType);
    if (group === 'admin') continue;
    total += 1;
    if (group !== 'penalty') counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const byType = [...counts].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]));
  const events = [
    ['Scoring plays', plays.filter((p) => p.scoringPlay).length],
    ['Turnovers', plays.filter((p) => p.turnover).length],
    ['Penalties', plays.filter((p) => p.penalty || kindOf(p.playType).group === 'penalty').length],
    ['Total plays', total],
  ] as const;
  return { byType, events };
}
