import styled from '@emotion/styled';
import type { TeamLeader, TeamSeason } from '@gg/contracts';
import { SpoilerCover } from '@gg/preferences/settings';
import { Card, themed } from '@gg/ui';
import { useSeasonSpoiler } from '../season-spoilers';

const Wrap = styled(Card)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1) })));
const Heading = styled.h2(themed(({ theme }) => ({ margin: 0, fontSize: theme.font.size.lg })));
const List = styled.dl(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: theme.space(2), rowGap: theme.space(1), margin: 0,
  '& > div': { display: 'contents' },
  '& dt': { color: theme.color.textMuted, fontSize: theme.font.size.sm, alignSelf: 'center' },
  '& dd': { margin: 0, display: 'grid', overflowWrap: 'anywhere' },
  '& .name': { fontWeight: theme.font.weight.semibold },
  '& .line': { color: theme.color.textMuted, fontSize: theme.font.size.sm, fontVariantNumeric: 'tabular-nums' },
})));
const Note = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted })));

const CATEGORY_LABEL: Record<TeamLeader['category'], string> = { passing: 'Passing', rushing: 'Rushing', receiving: 'Receiving', defense: 'Tackles' };

/** Who leads the team in passing, rushing, receiving (and tackles): name and stat line; said plainly when the provider has none. */
export function TeamLeaders({ teamId, teamName, season }: { teamId: string; teamName: string; season: TeamSeason }) {
  const spoiler = useSeasonSpoiler(teamId, teamName);
  return (
    <Wrap as="section" aria-labelledby="season-leaders-title">
      <Heading id="season-leaders-title">Season leaders</Heading>
      {season.leaders.length === 0 ? (
        <Note>Season leaders are not available for {teamName} right now.</Note>
      ) : (
        // covered, each row keeps its category and its two lines' room, without the names and numbers
        <SpoilerCover covered={spoiler.hidden} label={`Reveal season leaders: ${teamName}`} onReveal={spoiler.reveal} text="Reveal leaders">
          <List aria-hidden={spoiler.hidden || undefined}>
            {season.leaders.map((l) => (
              <div key={l.category}>
                <dt>{CATEGORY_LABEL[l.category]}</dt>
                <dd>
                  <span className="name">{spoiler.hidden ? '–' : l.athlete}</span>
                  <span className="line">{spoiler.hidden ? '–' : l.displayValue}</span>
                </dd>
              </div>
            ))}
          </List>
        </SpoilerCover>
      )}
    </Wrap>
  );
}
