/**
 * The card behind "Why was that flagged?" (its own chunk): the flag as the play text tells it
 * (who, the yards on this play, declined or offsetting), then our entry for the foul in plain
 * words: its standard yardage, automatic first down or loss of down, the referee's signal and a
 * link to it in the glossary. A foul we have no entry for gets what the provider said and a link
 * to the whole penalty list, nothing made up.
 */
import styled from '@emotion/styled';
import type { Penalty } from '@gg/contracts';
import { Link } from '@gg/router';
import { Badge, ErrorState, LoadingText, themed } from '@gg/ui';
import { Dialog, DialogContent } from '@gg/ui/dialog';
import { useMemo, type RefObject } from 'react';
import { glossaryPenaltyHref } from '../../../shared/glossary/glossary-hrefs';
import { usePenalties } from '../api/get-penalties';
import { matchPenalty } from './match-penalty';
import type { CalledFoul } from './read-flag';

const Body = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(2),
  '& p': { margin: 0 },
  '& h3': { fontSize: theme.font.size.lg, margin: 0 },
})));
const Called = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(0.5), padding: theme.space(1.5), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt,
  '& .called-small': { color: theme.color.textMuted, fontSize: theme.font.size.sm },
})));
const Entry = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1) })));
const Facts = styled.ul(themed(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1) })));
const Muted = styled.p(themed(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.font.size.sm })));
const GlossaryLink = styled(Link)(themed(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, color: theme.color.link, fontWeight: theme.font.weight.medium,
})));

/** "ATL (A.Terrell)", "GB", or null. */
const flaggedSide = (foul: CalledFoul) => (foul.team ? `${foul.team}${foul.player ? ` (${foul.player})` : ''}` : null);

function ThisPlay({ foul }: { foul: CalledFoul }) {
  const side = flaggedSide(foul);
  const outcome = foul.declined
    ? 'Declined: the other team chose the result of the play instead of the yards.'
    : foul.offsetting
      ? 'Offsetting: both teams fouled, so the fouls cancel out and the down is played again.'
      : [foul.yards !== null ? `${foul.yards} ${foul.yards === 1 ? 'yard' : 'yards'} on this play` : null, foul.enforcedAt ? `enforced at ${foul.enforcedAt}` : null]
        .filter(Boolean).join(', ') + (foul.noPlay ? '. The play itself did not count.' : '');
  return (
    <Called>
      <p><strong>{foul.foul}</strong>{side ? <> on {side}</> : null}</p>
      {outcome ? <p className="called-small">{outcome}</p> : null}
    </Called>
  );
}

function PenaltyEntry({ penalty }: { penalty: Penalty }) {
  const headingId = `penalty-entry-${penalty.id}`;
  return (
    <Entry aria-labelledby={headingId}>
      <h3 id={headingId}>{penalty.name}</h3>
      <Facts aria-label="What it costs">
        {/* 0-yard fouls (spot fouls, loss of down only) would read "0 yards": say so instead */}
        <li><Badge tone="warning">{penalty.yardage > 0 ? `${penalty.yardage} yards` : 'No yardage'}</Badge></li>
        {penalty.automatic ? <li><Badge tone="strong">Automatic first down</Badge></li> : null}
        {penalty.lossOfDown ? <li><Badge tone="strong">Loss of down</Badge></li> : null}
      </Facts>
      <p>{penalty.description}</p>
      <p><strong>Referee&apos;s signal:</strong> {penalty.signal}</p>
      <GlossaryLink to={glossaryPenaltyHref(penalty.name)}>Read about {penalty.name} in the glossary</GlossaryLink>
    </Entry>
  );
}

function Explanation({ foul, description }: { foul: CalledFoul; description: string }) {
  const penalties = usePenalties();
  const list = penalties.data;
  const matches = useMemo(() => (list ? matchPenalty(foul.foul, list) : []), [foul.foul, list]);
  if (penalties.isPending) return <LoadingText>Loading the penalty guide...</LoadingText>;
  if (penalties.isError) return <ErrorState level={3} title="Could not load the penalty guide" error={penalties.error} onRetry={() => void penalties.refetch()} />;
  if (matches.length === 0) {
    return (
      <Entry aria-label="What the play-by-play said">
        <p>&ldquo;{foul.foul}&rdquo; is not in our penalty guide yet. This is what the play-by-play said:</p>
        <Muted>{description}</Muted>
        <GlossaryLink to={glossaryPenaltyHref()}>See every penalty in the glossary</GlossaryLink>
      </Entry>
    );
  }
  return (
    <>
      {matches.length > 1 ? <Muted>The play-by-play does not say which side committed it; the rules differ, so here are both.</Muted> : null}
      {matches.map((p) => <PenaltyEntry key={p.id} penalty={p} />)}
    </>
  );
}

export function PenaltyCard({ foul, description, open, onOpenChange, returnFocusTo }: {
  foul: CalledFoul; description: string; open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Why was that flagged?" description={`The ${foul.foul} flag on this play, explained.`} returnFocusTo={returnFocusTo}>
        <Body>
          <ThisPlay foul={foul} />
          <Explanation foul={foul} description={description} />
        </Body>
      </DialogContent>
    </Dialog>
  );
}
