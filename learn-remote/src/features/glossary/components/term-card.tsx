import styled from '@emotion/styled';
import type { GlossaryTerm } from '@gg/contracts';
import { Badge, Card, themed } from '@gg/ui';
import { Link } from '@gg/router';

/**
 * The card styles its parts itself (head, definition, related terms) rather than each being a
 * styled element: the glossary draws its cards by the dozen, and each styled element is style work
 * of its own in every server render and hydration.
 */
const TermArticle = styled(Card)(themed(({ theme }) => ({
  '& .term-head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' },
  '& .term-definition': { margin: `${theme.space(1)} 0 0` },
  '& .term-related': { listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.space(1), padding: 0, margin: `${theme.space(1)} 0 0` },
  '& .term-chip': {
    display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, padding: `0 ${theme.space(1.5)}`,
    borderRadius: theme.radius.pill, background: theme.color.surfaceAlt, color: theme.color.text, textDecoration: 'none', fontSize: theme.font.size.sm,
  },
})));

export function TermCard({ term }: { term: GlossaryTerm }) {
  return (
    <TermArticle as="article" aria-labelledby={`term-${term.id}`}>
      <div className="term-head">
        <h3 id={`term-${term.id}`}>{term.term}</h3>
        <Badge>{term.category}</Badge>
      </div>
      <p className="term-definition">{term.definition}</p>
      {term.relatedTerms.length > 0 ? (
        <>
          <h4 className="gg-visually-hidden">Related terms</h4>
          <ul className="term-related" aria-label={`Terms related to ${term.term}`}>
            {term.relatedTerms.map((r) => (
              <li key={r}><Link className="term-chip" to={`/glossary?search=${encodeURIComponent(r)}`}>{r}</Link></li>
            ))}
          </ul>
        </>
      ) : null}
    </TermArticle>
  );
}
