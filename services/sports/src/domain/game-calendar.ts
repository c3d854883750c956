/**
 * Games as an iCalendar feed a phone calendar can subscribe to. Kick-offs are written in UTC, so
 * a game abroad or on the night clocks change lands at the right moment in every time zone. Each
 * game keeps one UID for its life: when its kick-off moves, the next refresh of the subscription
 * moves the same event instead of adding a second one. Scores are left out: a calendar that
 * pops up on a lock screen must not spoil a result.
 */
import { isCanceledStatus, isPostponedStatus, type Game, type Team } from '@gg/contracts';
import ical, { ICalEventStatus } from 'ical-generator';

/** How long a calendar event lasts: a regular-season game runs about three and a quarter hours. */
export const GAME_LENGTH_MINUTES = 195;
/** How often subscribers are asked to read the feed again (kick-off times move with flex scheduling). */
export const CALENDAR_REFRESH_HOURS = 1;

const UID_DOMAIN = 'gridiron-guide';

export const gameEventUid = (gameId: string) => `game-${gameId}@${UID_DOMAIN}`;

function statusOf(game: Game): ICalEventStatus {
  if (isCanceledStatus(game.status)) return ICalEventStatus.CANCELLED;
  if (isPostponedStatus(game.status)) return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

function descriptionOf(game: Game): string {
  const lines = [
    game.week !== null && game.seasonType === 2 ? `Week ${game.week} of the regular season` : null,
    game.broadcast ? `On ${game.broadcast}` : 'Network to be announced',
    isPostponedStatus(game.status) ? 'Postponed: a new kickoff time will replace this one.' : null,
    'Kickoff times can move; this calendar follows them.',
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

export interface GameCalendarInput {
  games: readonly Game[];
  /** The team the feed is for; absent for the whole league. */
  team?: Pick<Team, 'id' | 'displayName'>;
  /** When the feed is written (DTSTAMP). */
  now: Date;
}

/** The feed's text: games of the team (or all), soonest first, one event per game. */
export function gameCalendar({ games, team, now }: GameCalendarInput): string {
  const name = team ? `${team.displayName} games` : 'NFL games';
  const calendar = ical({
    name: `${name} · Gridiron Guide`,
    description: `Kickoff times of ${team ? `the ${team.displayName}` : 'every NFL game'} on this week's scoreboard and in the coming weeks, without scores.`,
    prodId: { company: 'Gridiron Guide', product: 'game-calendar', language: 'EN' },
    ttl: CALENDAR_REFRESH_HOURS * 3600,
  });
  // the first copy of a game wins: callers put the freshest source (the live scoreboard) first
  const byId = new Map<string, Game>();
  for (const game of games) if (!byId.has(game.id)) byId.set(game.id, game);
  const chosen = [...byId.values()].filter((g) => !team || g.awayTeamId === team.id || g.homeTeamId === team.id);
  for (const game of chosen.sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate))) {
    const start = new Date(game.gameDate);
    calendar.createEvent({
      id: gameEventUid(game.id),
      start,
      end: new Date(start.getTime() + GAME_LENGTH_MINUTES * 60_000),
      stamp: now,
      summary: `${game.awayTeam} at ${game.homeTeam}`,
      location: game.venue ?? undefined,
      description: descriptionOf(game),
      status: statusOf(game),
    });
  }
  return calendar.toString();
}
