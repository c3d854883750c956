import styled from '@emotion/styled';
import type { Player, PlayerBio } from '@gg/contracts';
import { Button, describeError, themed } from '@gg/ui';
import type { UseQueryResult } from '@gg/data';
import { Section, Sections, TabSkeleton } from './profile-parts';

const Facts = styled.dl(themed(({ theme }) => ({
  margin: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${theme.space(1)} ${theme.space(2)}`,
  '& > div': { display: 'contents' },
  '& dt': { color: theme.color.textMuted },
  '& dd': { margin: 0, fontWeight: theme.font.weight.medium, overflowWrap: 'anywhere' },
})));

const Items = styled.ul(themed(({ theme }) => ({ margin: 0, paddingLeft: theme.space(2.5), display: 'grid', gap: theme.space(0.5) })));

const Text = styled.p({ margin: 0 });

const Failure = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), justifyItems: 'start', padding: theme.space(2),
  borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}`, background: theme.color.surfaceAlt,
  '& h3': { fontSize: theme.font.size.md },
  '& p': { margin: 0, overflowWrap: 'anywhere' },
})));

const Muted = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted })));

/** The bio could not be loaded: who, which id, why, and one way forward. */
function BioFailure({ player, error, onRetry }: { player: Player; error: unknown; onRetry: () => void }) {
  return (
    <Failure role="alert">
      <h3>Unable to load player information for {player.name}</h3>
      <Muted>Player ID: {player.id}</Muted>
      {describeError(error) ? <p>{describeError(error)}</p> : null}
      <p>Please try again or contact support</p>
      <Button onClick={onRetry}>Try again</Button>
    </Failure>
  );
}

const NO_BIO = { college: null, drafted: null, birthPlace: null, bio: null, awards: [], careerHighlights: [] } as const;

/**
 * The Biography tab: college, draft, birthplace, the bio text, awards and career highlights. Parts
 * the provider does not have are left out; with none at all (or no bio for the player: `null`),
 * it says so.
 */
export function PlayerBiography({ player, query }: { player: Player; query: UseQueryResult<PlayerBio | null> }) {
  if (query.isPending) return <TabSkeleton label="Loading player information" rows={3} />;
  if (query.isError) return <BioFailure player={player} error={query.error} onRetry={() => void query.refetch()} />;
  const bio = query.data ?? NO_BIO;
  const rows: [string, string | null][] = [['College', bio.college ?? player.college], ['Drafted', bio.drafted], ['Born', bio.birthPlace]];
  const facts = rows.filter((f): f is [string, string] => Boolean(f[1]));
  const text = bio.bio?.trim();
  // the roster's college alone is not a biography: say there is nothing more
  const none = !bio.drafted && !bio.birthPlace && !text && bio.awards.length === 0 && bio.careerHighlights.length === 0;
  return (
    <Sections>
      {facts.length > 0 ? (
        <Facts>
          {facts.map(([term, value]) => <div key={term}><dt>{term}</dt><dd>{value}</dd></div>)}
        </Facts>
      ) : null}
      {none ? <Muted>No biography details are available for {player.name} yet.</Muted> : null}
      {text ? (
        <Section>
          <h3>Biography</h3>
          {text.split(/\n{2,}/).map((para, i) => <Text key={i}>{para}</Text>)}
        </Section>
      ) : null}
      {bio.awards.length > 0 ? (
        <Section>
          <h3>Awards</h3>
          <Items>{bio.awards.map((a, i) => <li key={`${i}-${a}`}>{a}</li>)}</Items>
        </Section>
      ) : null}
      {bio.careerHighlights.length > 0 ? (
        <Section>
          <h3>Career Highlights</h3>
          <Items>{bio.careerHighlights.map((h, i) => <li key={`${i}-${h}`}>{h}</li>)}</Items>
        </Section>
      ) : null}
    </Sections>
  );
}
