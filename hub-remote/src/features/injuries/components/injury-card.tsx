import styled from '@emotion/styled';
import type { Injury } from '@gg/contracts';
import { Badge, Button, Card, CardGrid, useTimeZone, type BadgeTone, type ColorName, themed, themedBy } from '@gg/ui';
import { useState } from 'react';
import { Link } from '@gg/router';
import { expectedReturn, groupStatus, INJURY_PAGE_SIZE, injuryTypeLabel, reportedDate, statusLabel, type StatusKey } from '../format';

/** Status colours; the badge always says the status in words as well. */
const STATUS_COLOR: Record<StatusKey, ColorName> = {
  out: 'accent', doubtful: 'warning', questionable: 'info', probable: 'success',
  'injured-reserve': 'textMuted', suspended: 'textMuted', 'day-to-day': 'textMuted',
};
const STATUS_TONE: Record<StatusKey, BadgeTone> = {
  out: 'live', doubtful: 'warning', questionable: 'info', probable: 'success',
  'injured-reserve': 'neutral', suspended: 'neutral', 'day-to-day': 'neutral',
};

/**
 * A coloured bar down the card's side marks its status group. The card styles its parts itself
 * rather than each being a styled element: a report draws its cards by the dozen, and each styled
 * element is style work of its own in every server render and hydration.
 */
const Frame = styled(Card, { shouldForwardProp: (p) => p !== 'bar' })<{ bar: ColorName }>(themedBy<{ bar: ColorName }>({ bar: true }, ({ theme, bar }) => ({
  display: 'grid', gap: theme.space(1), height: '100%', borderLeft: `${theme.space(0.75)} solid ${theme.color[bar]}`,
  '& .injury-top': {
    display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1),
    '& h3, & h4': { fontSize: theme.font.size.md },
  },
  '& .injury-team': { margin: 0, fontSize: theme.font.size.sm, color: theme.color.textMuted, '& a': { color: theme.color.link } },
  '& .injury-description': { margin: 0 },
  '& .injury-details': {
    margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: theme.space(1.5), rowGap: theme.space(0.5), fontSize: theme.font.size.sm,
    '& dt': { color: theme.color.textMuted },
    '& dd': { margin: 0 },
  },
})));

export function StatusBadge({ injury }: { injury: Pick<Injury, 'status'> }) {
  const known = statusLabel(injury) !== 'Status unknown';
  return <Badge tone={known ? STATUS_TONE[groupStatus(injury)] : 'neutral'}>{statusLabel(injury)}</Badge>;
}

/** One report: who, which team, what, since when, the status and when the player is expected back. */
export function InjuryCard({ injury, headingLevel, showTeam }: { injury: Injury; headingLevel: 3 | 4; showTeam: boolean }) {
  const name = injury.playerName || 'Unknown Player';
  const type = injuryTypeLabel(injury.injuryType);
  const zone = useTimeZone();
  const reported = reportedDate(injury.dateReported, zone);
  const back = expectedReturn(injury.expectedReturn, zone);
  return (
    <Frame bar={STATUS_COLOR[groupStatus(injury)]}>
      <div className="injury-top">
        {headingLevel === 3 ? <h3>{name}</h3> : <h4>{name}</h4>}
        <StatusBadge injury={injury} />
      </div>
      {showTeam && injury.teamName ? (
        <p className="injury-team">{injury.teamId ? <Link to={`/team/${injury.teamId}`}>{injury.teamName}</Link> : injury.teamName}</p>
      ) : null}
      {injury.description ? <p className="injury-description">{injury.description}</p> : null}
      <dl className="injury-details">
        {type ? <><dt>Type</dt><dd>{type}</dd></> : null}
        <dt>Reported</dt><dd>{reported ? <time dateTime={injury.dateReported ?? undefined}>{reported}</time> : 'Unknown date'}</dd>
        {back ? <><dt>Expected return</dt><dd>{back.dateTime ? <time dateTime={back.dateTime}>{back.label}</time> : back.label}</dd></> : null}
      </dl>
    </Frame>
  );
}

const More = styled(Button)({ justifySelf: 'start' });
const List = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));

/**
 * Cards a page at a time: a season's report runs to hundreds of entries, so only the first
 * INJURY_PAGE_SIZE are rendered and "Show more" adds the next ones (a phone stays smooth).
 */
export function PagedInjuryCards({ injuries, headingLevel, showTeam, what }: { injuries: Injury[]; headingLevel: 3 | 4; showTeam: boolean; what: string }) {
  const [shown, setShown] = useState(INJURY_PAGE_SIZE);
  const remaining = injuries.length - shown;
  return (
    <List>
      <CardGrid>
        {injuries.slice(0, shown).map((injury) => (
          <li key={injury.id}><InjuryCard injury={injury} headingLevel={headingLevel} showTeam={showTeam} /></li>
        ))}
      </CardGrid>
      {remaining > 0 ? (
        <More variant="secondary" onClick={() => setShown((n) => n + INJURY_PAGE_SIZE)}>
          Show more<span className="gg-visually-hidden"> {what}</span> ({remaining} more)
        </More>
      ) : null}
    </List>
  );
}
