import styled from '@emotion/styled';
import type { NewsItem } from '@gg/contracts';
import { Card, useNow, useTimeZone, themed, themedBy } from '@gg/ui';
import { SpoilerCover } from '@gg/preferences/settings';
import { useState } from 'react';
import { TermText } from '../../../shared/glossary/term-text';
import { firstImage, publishedDate, relativeTime, safeLink } from '../format';
import { useNewsSpoiler } from './news-spoiler';

const Article = styled(Card)(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1), alignContent: 'start', height: '100%',
  '& h3': { fontSize: theme.font.size.lg },
  '& p': { margin: 0, color: theme.color.textMuted },
})));

/**
 * The image's own width and height reserve its box before it loads; without them a 16:9 box
 * does. A picture that fails to load is removed rather than shown broken.
 */
const Picture = styled('img', { shouldForwardProp: (p) => p !== 'sized' })<{ sized: boolean }>(themedBy<{ sized: boolean }>({ sized: true }, ({ theme, sized }) => ({
  display: 'block', width: '100%', height: 'auto', borderRadius: theme.radius.sm, objectFit: 'cover', background: theme.color.surfaceAlt,
  aspectRatio: sized ? 'auto' : '16 / 9',
})));

/** Headline and description keep the card's spacing whether covered or not. */
const Story = styled(SpoilerCover)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1) })));

const Footer = styled.div(themed(({ theme }) => ({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1),
  fontSize: theme.font.size.sm, color: theme.color.textMuted,
})));

const ReadLink = styled.a(themed(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', gap: theme.space(0.5), minHeight: theme.touchTarget,
  color: theme.color.link, fontWeight: theme.font.weight.medium,
})));

function ArticleImage({ image }: { image: NonNullable<ReturnType<typeof firstImage>> }) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  const sized = Boolean(image.width && image.height);
  return (
    <Picture
      src={image.url}
      alt={image.alt ?? ''}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      sized={sized}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

/**
 * One article: picture (when there is one), headline, description, when it came out (league news
 * says how long ago, team news the day) and a link that opens the story in a new tab.
 */
export function NewsCard({ item, dated }: { item: NewsItem; dated: 'relative' | 'day' }) {
  const href = safeLink(item.link);
  const image = firstImage(item);
  const zone = useTimeZone();
  const now = useNow();
  const when = dated === 'relative' ? relativeTime(item.published, zone, now) : publishedDate(item.published, zone);
  const valid = when !== 'Recently' && item.published !== null;
  const spoiler = useNewsSpoiler(item);
  return (
    <Article as="article">
      {image ? <ArticleImage image={image} /> : null}
      <Story covered={spoiler.hidden} label="Reveal headline (it may give a result away)" onReveal={spoiler.reveal} text="Result hidden — tap to reveal" conceal="invisible">
        <h3>{item.headline}</h3>
        {item.description ? <p><TermText text={item.description} /></p> : null}
      </Story>
      <Footer>
        {valid ? <time dateTime={item.published ?? undefined}>{when}</time> : <span>{when}</span>}
        {href ? (
          <ReadLink href={href} target="_blank" rel="noopener noreferrer">
            Read full story<span className="gg-visually-hidden">{spoiler.hidden ? '' : ` about ${item.headline}`} (opens in a new tab)</span>
            <span aria-hidden="true">↗</span>
          </ReadLink>
        ) : null}
      </Footer>
    </Article>
  );
}
