/**
 * Pushed updates for the cached slate: a `snapshot` replaces it, a `game` event patches that one
 * game in place. Nothing is refetched: the pushed game is the scoreboard's own row.
 */
import type { Game } from '@gg/contracts';
import { useQueryClient } from '@gg/data';
import { useScoresStreamEvent } from '../../../shared/live-stream/scores-stream';
import { LIVE_SCORES_KEY, type LiveSlate } from './get-live-scores';

export function applyGameChange(current: LiveSlate | undefined, game: Game, at: string): LiveSlate | undefined {
  if (!current) return current;
  const found = current.data.some((g) => g.id === game.id);
  const data = found ? current.data.map((g) => (g.id === game.id ? game : g)) : [...current.data, game];
  return { data, updatedAt: at, stale: false };
}

export function useLiveScoresPush(): void {
  const client = useQueryClient();
  useScoresStreamEvent('snapshot', (snap) => {
    client.setQueryData<LiveSlate>(LIVE_SCORES_KEY, { data: snap.games, updatedAt: snap.updatedAt, stale: snap.stale });
  });
  useScoresStreamEvent('game', (change) => {
    client.setQueryData<LiveSlate>(LIVE_SCORES_KEY, (current) => applyGameChange(current, change.game, change.at));
  });
}
