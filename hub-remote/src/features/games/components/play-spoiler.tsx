/**
 * Spoiler-safe mode in the play-by-play of a game whose result is hidden: a scoring play stays
 * covered (its words say who scored) until the fan taps it, and every play's running score is kept
 * out of sight and out of the accessibility tree. Revealing the game's score shows them all.
 */
import styled from '@emotion/styled';
import type { Play } from '@gg/contracts';
import { SpoilerCover, useReveal } from '@gg/preferences/settings';
import { createContext, use, type ReactNode } from 'react';
import { playRevealKey } from '../../../shared/spoilers/game-spoilers';

/** The open game's id while its result is hidden; null when nothing is hidden. */
export const HiddenGameContext = createContext<string | null>(null);

/** The running score line ("Score 7–3") of each play carries the class `play-score`. */
const NoScore = styled.div({ '& .play-score': { visibility: 'hidden' } });

function CoveredPlay({ gameId, play, children }: { gameId: string; play: Play; children: ReactNode }) {
  const [revealed, reveal] = useReveal(playRevealKey(gameId, play.id));
  if (revealed) return <>{children}</>;
  return (
    <SpoilerCover covered label={`Reveal scoring play: quarter ${play.quarter}, ${play.clock}`} onReveal={reveal} text="Scoring play · Tap to reveal" conceal="invisible">
      {children}
    </SpoilerCover>
  );
}

export function PlaySpoiler({ play, children }: { play: Play; children: ReactNode }) {
  const hiddenGame = use(HiddenGameContext);
  if (hiddenGame === null) return <>{children}</>;
  if (play.scoringPlay) return <CoveredPlay gameId={hiddenGame} play={play}>{children}</CoveredPlay>;
  return <NoScore>{children}</NoScore>;
}
