import type { Player } from '@gg/contracts';
import type { RefObject } from 'react';

/** The player profile dialog (placeholder until built). */
export function PlayerProfileDialog(_props: { player: Player | null; onClose: () => void; returnFocusTo: RefObject<HTMLElement | null> }) {
  return null;
}
