import styled from '@emotion/styled';
import type { TalkingPoint } from '@gg/contracts';
import { LinkedText, linkify, type LinkMatcher } from '@gg/glossary-links';
import { Badge, Card, useTimeZone, themed } from '@gg/ui';
import { SpoilerCover } from '@gg/preferences/settings';
import { useId, useMemo } from 'react';
import { bestUsedBy, CATEGORY_BADGES, talkingPointAge, withKickoffDay } from '../format';
import { usePointSpoiler } from '../use-point-spoiler';
import { RelevanceBadge } from './relevance-badge';

const Article = styled(Card)(themed(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1.5),
  alignContent: 'start',
  height: '100%',
  '& h3': { fontSize: theme.font.size.lg },
})));

/** Title and text keep the card's spacing whether covered or not. */
const Body = styled(SpoilerCover)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));

const Meta = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) })));

const Age = styled.time(themed(({ theme }) => ({ marginLeft: 'auto', fontSize: theme.font.size.sm, color: theme.color.textMuted })));

const Parts = styled.dl(themed(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1.5),
  margin: 0,
  '& dt': { fontSize: theme.font.size.xs, fontWeight: theme.font.weight.bold, letterSpacing: '0.04em', textTransform: 'uppercase', color: theme.color.textMuted },
  '& dd': { margin: `${theme.space(0.5)} 0 0`, overflowWrap: 'anywhere' },
})));

/** The line to say, set apart from its background. */
const Starter = styled.div(themed(({ theme }) => ({
  padding: theme.space(1.5),
  borderLeft: `${theme.space(0.5)} solid ${theme.color.info}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surfaceAlt,
  '& dd': { fontSize: theme.font.size.md, fontWeight: theme.font.weight.medium },
})));

/** The phrase is set in quotes here, so quotes the service already put round it are dropped. */
const unquoted = (phrase: string) => phrase.trim().replace(/^["“]+|["”]+$/g, '');

const Muted = styled.dd(themed(({ theme }) => ({ color: theme.color.textMuted })));
const Phrase = styled.dd({ fontStyle: 'italic' });

/**
 * One talking point: its category and how hot it is, the title, how old it is, the line to open
 * with and the background behind it; when the service has them, a natural way to bring it up and
 * the time after which it is old news. Football terms in the text link to the glossary, each
 * once per card. `now` is the page's (useNow), passed down so the cards share one clock.
 */
export function TalkingPointCard({ point, matcher, now }: { point: TalkingPoint; matcher: LinkMatcher; now: number }) {
  const titleId = useId();
  // the game's day ("tonight", "on Sunday") is worded here, in the reader's time zone and from the reader's now
  const zone = useTimeZone();
  const say = (text: string) => withKickoffDay(text, point.kickoff, now, zone);
  const [talkingPoint, context] = [say(point.talkingPoint), say(point.context)];
  const [starter, background] = useMemo(() => {
    const linked = new Set<string>();
    return [linkify(talkingPoint, matcher, { linked }), linkify(context, matcher, { linked })];
  }, [talkingPoint, context, matcher]);
  const age = talkingPointAge(point.createdAt, zone, now);
  const useBy = bestUsedBy(point.expiresAt, zone);
  const spoiler = usePointSpoiler(point);

  return (
    // a hidden point's title must not name the card either (a label is read even when hidden)
    <Article as="article" {...(spoiler.hidden ? { 'aria-label': 'Talking point about a result (hidden)' } : { 'aria-labelledby': titleId })}>
      <Meta>
        <Badge>{CATEGORY_BADGES[point.category] ?? point.category}</Badge>
        <RelevanceBadge score={point.relevanceScore} />
        {age ? <Age dateTime={point.createdAt}>{age}</Age> : null}
      </Meta>
      <Body covered={spoiler.hidden} label="Reveal talking point (it gives a result away)" onReveal={spoiler.reveal} text="Result hidden — tap to reveal" conceal="invisible">
        <h3 id={titleId}>{say(point.title)}</h3>
        <Parts>
          <Starter>
            <dt>Conversation Starter</dt>
            <dd><LinkedText segments={starter} /></dd>
          </Starter>
          <div>
            <dt>Background</dt>
            <Muted><LinkedText segments={background} /></Muted>
          </div>
          {point.casualPhrase ? (
            <div>
              <dt>How to bring it up naturally</dt>
              <Phrase>“{unquoted(say(point.casualPhrase))}”</Phrase>
            </div>
          ) : null}
          {useBy ? (
            <div>
              <dt>Best used by</dt>
              <dd><time dateTime={point.expiresAt}>{useBy}</time></dd>
            </div>
          ) : null}
        </Parts>
      </Body>
    </Article>
  );
}
