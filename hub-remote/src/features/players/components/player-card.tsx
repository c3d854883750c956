import styled from '@emotion/styled';
import type { Player } from '@gg/contracts';
import { memo, type MouseEvent } from 'react';
import { experienceLabel, weightLabel } from '../format';
import { PlayerAvatar } from './player-avatar';
import { themed } from '@gg/ui';

/**
 * One styled element per card, its parts styled through it: a roster draws 50-odd cards, and each
 * styled element is style work of its own in every server render and hydration.
 */
const CardButton = styled.button(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1.5), width: '100%', minHeight: theme.touchTarget,
  padding: `${theme.space(1.25)} ${theme.space(1.5)}`, textAlign: 'left',
  background: theme.color.surface, color: theme.color.text, border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md, boxShadow: theme.shadow.card, cursor: 'pointer',
  // a long roster: cards off screen are neither laid out nor painted until scrolled near
  contentVisibility: 'auto', containIntrinsicSize: `auto ${theme.space(10)}`,
  '&:hover': { borderColor: theme.color.link },
  '& .player-text': { display: 'grid', gap: theme.space(0.25), minWidth: 0 },
  '& .player-name': { fontWeight: theme.font.weight.semibold, overflowWrap: 'anywhere' },
  '& .player-line': { fontSize: theme.font.size.sm, color: theme.color.textMuted, overflowWrap: 'anywhere' },
})));

/** Height, weight and experience: "6' 2" · 225 lbs · 8 years". */
export const bodyLine = (p: Pick<Player, 'height' | 'weight' | 'experience'>) =>
  [p.height, weightLabel(p.weight), experienceLabel(p.experience)].filter(Boolean).join(' · ');

/**
 * One player on the roster: headshot or jersey number, name, height, weight, experience and
 * college. It is a button: click, Enter or Space opens the profile. Memoized, so opening and
 * closing the profile re-renders none of the roster's cards.
 */
export const PlayerCard = memo(function PlayerCard({ player, onSelect }: { player: Player; onSelect: (player: Player, opener: HTMLElement) => void }) {
  const body = bodyLine(player);
  return (
    <CardButton type="button" aria-haspopup="dialog" onClick={(e: MouseEvent<HTMLButtonElement>) => onSelect(player, e.currentTarget)}>
      <PlayerAvatar headshot={player.headshot} jersey={player.jersey} />
      <span className="player-text">
        <span className="player-name">{player.name}</span>
        {body ? <span className="player-line">{body}</span> : null}
        {player.college ? <span className="player-line">{player.college}</span> : null}
      </span>
    </CardButton>
  );
});
