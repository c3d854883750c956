/**
 * Tap-to-define text (loaded in its own chunk, see term-text.tsx): glossary words in a play or a
 * news description are buttons; a tap shows the short definition right under the text, with a link
 * to the glossary entry, so a fan reading a live game never has to leave it. One definition is open
 * per text; Escape or Close hides it and puts focus back on the word.
 */
import styled from '@emotion/styled';
import type { GlossaryTerm } from '@gg/contracts';
import { linkify, matcherFor, type LinkMatcher } from '@gg/glossary-links';
import { Link } from '@gg/router';
import { Button, themed } from '@gg/ui';
import { Fragment, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { glossaryTermHref } from './glossary-hrefs';

export interface TermIndex { matcher: LinkMatcher; byTarget: ReadonlyMap<string, GlossaryTerm> }

/** Compiled once per glossary (not per text): the matcher and each link target's term. */
export function indexTerms(terms: readonly GlossaryTerm[]): TermIndex {
  return { matcher: matcherFor(terms, []), byTarget: new Map(terms.map((t) => [`term:${t.id}`, t])) };
}

// inline in prose: the line height stays, the tap area grows with padding (WCAG's inline exception)
const TermButton = styled.button(themed(({ theme }) => ({
  display: 'inline', font: 'inherit', color: theme.color.link, background: 'none', border: 0, margin: 0, cursor: 'pointer',
  padding: `${theme.space(0.25)} 0`, textAlign: 'inherit',
  textDecoration: 'underline', textDecorationStyle: 'dotted', textUnderlineOffset: '3px',
  '&[aria-expanded="true"]': { textDecorationStyle: 'solid', fontWeight: theme.font.weight.semibold },
})));

const TermLink = styled(Link)(themed(({ theme }) => ({ color: theme.color.link, textDecorationStyle: 'dotted', textUnderlineOffset: '3px' })));

// a span shown as a block: the text may sit inside a <p>, where a div is not allowed
const Definition = styled.span(themed(({ theme }) => ({
  display: 'block', marginTop: theme.space(1), padding: theme.space(1.5), borderRadius: theme.radius.sm,
  background: theme.color.surface, border: `1px solid ${theme.color.border}`, color: theme.color.text, fontSize: theme.font.size.sm,
  '& .definition-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), marginTop: theme.space(0.5) },
  '& a': { display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, color: theme.color.link, fontWeight: theme.font.weight.medium },
})));

export function GlossaryText({ text, index }: { text: string; index: TermIndex }) {
  const segments = useMemo(() => linkify(text, index.matcher), [text, index]);
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  const words = useRef(new Map<string, HTMLButtonElement>());
  const term = open ? index.byTarget.get(open) : undefined;

  const close = () => {
    const word = open ? words.current.get(open) : undefined;
    setOpen(null);
    word?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation(); // Escape closes the definition, not a dialog or panel around it
    close();
  };

  return (
    <>
      {segments.map((s, i) => {
        if (s.kind === 'text') return <Fragment key={i}>{s.text}</Fragment>;
        if (!index.byTarget.has(s.target)) return <TermLink key={i} to={s.to}>{s.text}</TermLink>;
        const expanded = open === s.target;
        return (
          <TermButton
            key={i}
            type="button"
            ref={(el) => { if (el) words.current.set(s.target, el); else words.current.delete(s.target); }}
            aria-expanded={expanded}
            aria-controls={expanded ? id : undefined}
            onClick={() => setOpen(expanded ? null : s.target)}
            onKeyDown={closeOnEscape}
          >
            {s.text}
          </TermButton>
        );
      })}
      {term ? (
        <Definition id={id} role="group" aria-label={`What is ${term.term}?`} onKeyDown={closeOnEscape}>
          <strong>{term.term}:</strong> {term.definition}
          <span className="definition-actions">
            <Link to={glossaryTermHref(term.term)}>More in the glossary<span className="gg-visually-hidden"> about {term.term}</span></Link>
            <Button type="button" variant="secondary" size="sm" onClick={close}>Close<span className="gg-visually-hidden"> the definition of {term.term}</span></Button>
          </span>
        </Definition>
      ) : null}
    </>
  );
}
