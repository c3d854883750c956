/**
 * Spoiler-safe standings. A division's order is itself a result (who moved up), so while a
 * protected team is in it the teams are listed A–Z with every number, rank and streak left out,
 * under one "Reveal" for the division. The bar stays after revealing (saying so), so nothing below
 * it moves.
 */
import styled from '@emotion/styled';
import { Button, compareText, themed } from '@gg/ui';
import { isSpoilerSafeFor, useViewingPreferences } from '@gg/preferences';
import { HiddenIcon, useReveal } from '@gg/preferences/settings';
import { useMemo } from 'react';
import type { DivisionGroup } from '../format';

const Bar = styled.div(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: theme.space(1),
  minHeight: theme.touchTarget, padding: `0 ${theme.space(2)}`, borderTop: `1px solid ${theme.color.border}`,
  background: theme.color.surfaceAlt, fontSize: theme.font.size.sm, color: theme.color.textMuted,
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: theme.space(0.75) },
})));

export function useDivisionSpoiler(group: DivisionGroup) {
  const prefs = useViewingPreferences();
  const [revealed, reveal] = useReveal(`standings:${group.division}`);
  const guarded = isSpoilerSafeFor(prefs, group.rows.map((r) => r.team.id));
  const hidden = guarded && !revealed;
  const rows = useMemo(
    () => (hidden ? [...group.rows].sort((a, b) => compareText(a.team.displayName, b.team.displayName)) : group.rows),
    [hidden, group.rows],
  );
  return { guarded, hidden, reveal, rows };
}

export function StandingsRevealBar({ division, hidden, onReveal }: { division: string; hidden: boolean; onReveal: () => void }) {
  return (
    <Bar>
      <span><HiddenIcon />{hidden ? 'Records hidden · teams A–Z' : 'Revealed for this visit'}</span>
      {hidden ? <Button variant="secondary" size="sm" onClick={onReveal} aria-label={`Reveal ${division} standings`}>Reveal</Button> : null}
    </Bar>
  );
}
