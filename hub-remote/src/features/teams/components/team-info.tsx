import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Team } from '@gg/contracts';
import { Card, Skeleton, themed } from '@gg/ui';
import type { ReactNode } from 'react';
import { hexLabel, MISSING, normalizeHex } from '../format';
import { Swatch } from './team-colors';

const List = styled.dl(themed(({ theme }) => ({
  margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: theme.space(2),
  '& > div': { display: 'contents' },
  '& dt, & dd': { margin: 0, padding: `${theme.space(1.25)} 0`, borderBottom: `1px solid ${theme.color.border}` },
  '& > div:last-of-type dt, & > div:last-of-type dd': { borderBottom: 0 },
  '& dt': { color: theme.color.textMuted },
  '& dd': { fontWeight: theme.font.weight.medium, overflowWrap: 'anywhere' },
})));

const ColorValue = styled.span(themed(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(1), fontVariantNumeric: 'tabular-nums' })));

function PrimaryColor({ value }: { value: string | null }) {
  const hex = normalizeHex(value);
  if (!hex) return <>{MISSING}</>;
  return <ColorValue><Swatch aria-hidden="true" fill={hex} />{hexLabel(hex)}</ColorValue>;
}

const TERMS = ['Full Name', 'Abbreviation', 'Conference', 'Division', 'Primary Color', 'Stadium', 'Location', 'Founded'] as const;

/** The Team Info tab: the team's facts as a definition list; anything unknown reads '—'. */
export function TeamInfo({ team }: { team: Team }) {
  const values: Record<(typeof TERMS)[number], ReactNode> = {
    'Full Name': team.displayName,
    Abbreviation: team.abbreviation,
    Conference: team.conference === 'Unknown' ? null : team.conference,
    Division: team.division,
    'Primary Color': <PrimaryColor value={team.primaryColor} />,
    Stadium: team.venue,
    Location: team.location,
    Founded: team.founded,
  };
  return (
    <Card>
      <h2 className="gg-visually-hidden">Team Info</h2>
      <List>
        {TERMS.map((term) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{values[term] ?? MISSING}</dd>
          </div>
        ))}
      </List>
    </Card>
  );
}

/** The list's shape while the team loads: the same terms, values still to come. */
export function TeamInfoSkeleton() {
  const theme = useTheme();
  return (
    <Card role="status" aria-busy="true">
      <span className="gg-visually-hidden">Loading team info</span>
      <List aria-hidden="true">
        {TERMS.map((term) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd><Skeleton width="12ch" height={theme.font.size.md} /></dd>
          </div>
        ))}
      </List>
    </Card>
  );
}

/** The Team Info tab's content: the facts, or their shape while the team loads (the tab's code loads on its own). */
export function TeamInfoTab({ team }: { team: Team | undefined }) {
  return team ? <TeamInfo team={team} /> : <TeamInfoSkeleton />;
}
