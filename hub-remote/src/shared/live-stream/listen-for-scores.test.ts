import type { GameStatus } from '@gg/contracts/game-status';
import { listenForScoresFrom, LISTEN_BEFORE_KICKOFF_MS } from './listen-for-scores';

describe('when a list of games listens for pushed scores', () => {
  const now = Date.parse('2026-11-22T17:00:00.000Z');
  const kickoffIn = (ms: number) => new Date(now + ms).toISOString();
  const game = (status: GameStatus, gameDate = kickoffIn(0)) => ({ status, gameDate });

  it('listens now while a game is live, kicks off within the hour, or is past kickoff without a result', () => {
    expect(listenForScoresFrom([game('live')], now)).toBe(now);
    expect(listenForScoresFrom([game('scheduled', kickoffIn(LISTEN_BEFORE_KICKOFF_MS - 1))], now)).toBe(now);
    expect(listenForScoresFrom([game('scheduled', kickoffIn(-5 * 60_000))], now)).toBe(now);
  });

  it('waits until the hour before the soonest kickoff, and never listens to a list of finals', () => {
    const later = [game('scheduled', kickoffIn(5 * 3600_000)), game('scheduled', kickoffIn(3 * 3600_000)), game('final', kickoffIn(-3600_000))];
    expect(listenForScoresFrom(later, now)).toBe(now + 3 * 3600_000 - LISTEN_BEFORE_KICKOFF_MS);
    expect(listenForScoresFrom([game('final')], now)).toBeNull();
    expect(listenForScoresFrom([], now)).toBeNull();
  });
});
