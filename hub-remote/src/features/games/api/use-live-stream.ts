/**
 * Push updates for live scores: the SSE stream (/api/scores/stream) patches the cached slate as
 * scores, statuses and plays change, so the screen moves between the 30 s polls. EventSource
 * reconnects by itself and resumes with Last-Event-ID; polling remains the fallback.
 */
import type { Game } from '@gg/contracts';
import type { Fresh } from '@gg/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIVE_SCORES_KEY } from './get-live-scores';

export type StreamState = 'connecting' | 'open' | 'closed';

export function applyGameChange(current: Fresh<Game[]> | undefined, game: Game, at: string): Fresh<Game[]> | undefined {
  if (!current) return current;
  const found = current.data.some((g) => g.id === game.id);
  const data = found ? current.data.map((g) => (g.id === game.id ? game : g)) : [...current.data, game];
  return { data, updatedAt: at, stale: false };
}

export function useLiveStream(enabled = true): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/scores/stream');
    source.onopen = () => setState('open');
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
    source.addEventListener('snapshot', (e) => {
      const snap = JSON.parse((e as MessageEvent).data) as { games: Game[]; updatedAt: string; stale: boolean };
      queryClient.setQueryData<Fresh<Game[]>>(LIVE_SCORES_KEY, { data: snap.games, updatedAt: snap.updatedAt, stale: snap.stale });
    });
    source.addEventListener('game', (e) => {
      const change = JSON.parse((e as MessageEvent).data) as { game: Game; at: string };
      queryClient.setQueryData<Fresh<Game[]>>(LIVE_SCORES_KEY, (cur) => applyGameChange(cur, change.game, change.at));
      // a new play: the open game's play list is out of date
      void queryClient.invalidateQueries({ queryKey: ['/api/games', change.game.id] });
    });
    return () => source.close();
  }, [enabled, queryClient]);
  return state;
}
