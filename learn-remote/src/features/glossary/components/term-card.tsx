import styled from '@emotion/styled';
import type { GlossaryTerm } from '@gg/contracts';
import { Badge, Card, theme } from '@gg/ui';
import { Link } from 'react-router-dom';

const Head = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' });
const Related = styled.ul({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.space(1), padding: 0, margin: `${theme.space(1)} 0 0` });
const Chip = styled(Link)({
  display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, padding: `0 ${theme.space(1.5)}`,
  borderRadius: theme.radius.pill, background: theme.color.surfaceAlt, color: theme.color.text, textDecoration: 'none', fontSize: theme.font.size.sm,
});

export function TermCard({ term }: { term: GlossaryTerm }) {
  return (
    <Card as="article" aria-labelledby={`term-${term.id}`}>
      <Head>
        <h3 id={`term-${term.id}`}>{term.term}</h3>
        <Badge>{term.category}</Badge>
      </Head>
      <p style={{ margin: `${theme.space(1)} 0 0` }}>{term.definition}</p>
      {term.relatedTerms.length > 0 ? (
        <>
          <h4 className="gg-visually-hidden">Related terms</h4>
          <Related aria-label={`Terms related to ${term.term}`}>
            {term.relatedTerms.map((r) => (
              <li key={r}><Chip to={`/glossary?search=${encodeURIComponent(r)}`}>{r}</Chip></li>
            ))}
          </Related>
        </>
      ) : null}
    </Card>
  );
}
