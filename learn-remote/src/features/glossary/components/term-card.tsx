import styled from '@emotion/styled';
import type { GlossaryTerm } from '@gg/contracts';
import { Badge, Card } from '@gg/ui';
import { Link } from '@gg/router';

const Head = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' }));
const Definition = styled.p(({ theme }) => ({ margin: `${theme.space(1)} 0 0` }));
const Related = styled.ul(({ theme }) => ({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.space(1), padding: 0, margin: `${theme.space(1)} 0 0` }));
const Chip = styled(Link)(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, padding: `0 ${theme.space(1.5)}`,
  borderRadius: theme.radius.pill, background: theme.color.surfaceAlt, color: theme.color.text, textDecoration: 'none', fontSize: theme.font.size.sm,
}));

export function TermCard({ term }: { term: GlossaryTerm }) {
  return (
    <Card as="article" aria-labelledby={`term-${term.id}`}>
      <Head>
        <h3 id={`term-${term.id}`}>{term.term}</h3>
        <Badge>{term.category}</Badge>
      </Head>
      <Definition>{term.definition}</Definition>
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
