/**
 * The drives that ended come with the open game's live data, which is read on opening and polled
 * only while the live stream is down. With the stream up, the game itself says when to read it
 * again: when the drive that was under way is over (none now, or another one) and when the game
 * ends. One read per drive, no polling.
 */
import type { CurrentDrive, Game } from '@gg/contracts';
import { isFinalGame } from '@gg/contracts/game-status';
import { useQueryClient } from '@gg/data';
import { useEffect, useRef } from 'react';
import { liveDataKey } from '../api/get-live-data';

/** Which drive it is: whose, and where and when it started (its numbers change play by play). */
const driveIdentity = (drive: CurrentDrive | undefined) =>
  drive ? [drive.teamId, drive.start?.period, drive.start?.clock, drive.start?.yardLine].join('|') : null;

export function useDrivesFollowGame(game: Game): void {
  const client = useQueryClient();
  const now = isFinalGame(game) ? 'final' : driveIdentity(game.drive);
  const before = useRef(now);
  const { id } = game;
  useEffect(() => {
    const was = before.current;
    before.current = now;
    const driveOver = was !== null && was !== 'final' && was !== now;
    const gameOver = now === 'final' && was !== 'final';
    // a failed read keeps the drives shown (the query reports it where the feed is)
    if (driveOver || gameOver) void client.refetchQueries({ queryKey: liveDataKey(id), type: 'active' });
  }, [client, id, now]);
}
