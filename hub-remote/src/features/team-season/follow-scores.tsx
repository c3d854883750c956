/**
 * Keeps a team's season in step with the scores stream while one of its games is on or about to
 * start: when the stream says a game of the team has kicked off or ended, the season is read
 * again (its record and results move then). Nothing is polled, the broadcast delay holds the new
 * answer back as it does every read, and each game's change is acted on once, so a season answer
 * that lags the scoreboard cannot set off a read per pushed play.
 */
import type { Game, TeamSeasonGame } from '@gg/contracts';
import { isFinalStatus, isLiveStatus, type GameStatus } from '@gg/contracts/game-status';
import { useQueryClient } from '@gg/data';
import { useEffect, useMemo, useRef } from 'react';
import { useScoresStreamConnection, useScoresStreamEvent } from '../../shared/live-stream/scores-stream';
import { teamSeasonKey } from './api/get-team-season';

/** Every fan on the page hears the same push: their reads are spread over this long. */
export const READ_AGAIN_SPREAD_MS = 3_000;

type Phase = 'before' | 'on' | 'over';
export const phaseOf = (status: GameStatus): Phase => (isFinalStatus(status) ? 'over' : isLiveStatus(status) ? 'on' : 'before');

/** `games`: the season as last read (not as the delay shows it), so a read already made is not made again. */
export default function SeasonFollowsScores({ teamId, games }: { teamId: string; games: readonly TeamSeasonGame[] }) {
  const client = useQueryClient();
  useScoresStreamConnection(true);
  const known = useMemo(() => new Map(games.map((g) => [g.gameId, phaseOf(g.status)])), [games]);
  const actedOn = useRef(new Map<string, Phase>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  const check = (game: Game) => {
    const phase = phaseOf(game.status);
    const was = known.get(game.id);
    if (was === undefined || was === phase || actedOn.current.get(game.id) === phase) return;
    actedOn.current.set(game.id, phase);
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: teamSeasonKey(teamId), exact: true });
    }, Math.random() * READ_AGAIN_SPREAD_MS);
  };
  useScoresStreamEvent('game', (change) => check(change.game));
  useScoresStreamEvent('snapshot', (snapshot) => { for (const game of snapshot.games) check(game); });
  return null;
}
