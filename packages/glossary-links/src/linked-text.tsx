import styled from '@emotion/styled';
// the kit types Emotion's theme (the page's ThemeProvider supplies it at runtime)
import type {} from '@gg/ui';
import { Fragment } from 'react';
import { Link } from '@gg/router';
import type { Segment } from './linkify';
import { themed } from '@gg/ui';

const GlossaryLink = styled(Link)(themed(({ theme }) => ({
  color: theme.color.link,
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '3px',
  // inline links in prose keep the line height; the tap area grows with padding instead
  padding: `${theme.space(0.25)} 0`,
})));

/** Text with some words turned into links (segments from `linkify`). */
export function LinkedText({ segments }: { segments: readonly Segment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.kind === 'text' ? <Fragment key={i}>{s.text}</Fragment> : <GlossaryLink key={i} to={s.to} data-link-target={s.target}>{s.text}</GlossaryLink>,
      )}
    </>
  );
}
