/**
 * A result kept out of sight until the fan taps: the covered content keeps its place and size and
 * a real button lies over it (Enter and Space work, its name says what it reveals), so revealing
 * never moves anything on the page. The caller renders the content already masked (no score, no
 * winner) — the value never reaches the page, or a screen reader, until it is revealed — or, with
 * `conceal="invisible"`, lets the cover hide it from sight and from assistive technology alike.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Wrap = styled.div({ position: 'relative' });

/**
 * Out of sight and out of the accessibility tree, while keeping the exact size of text whose
 * length is not known in advance; laid out as the wrapper lays out its children (grid and gap).
 */
const Invisible = styled.div({ visibility: 'hidden', display: 'inherit', gap: 'inherit' });

const Cover = styled('button', { shouldForwardProp: (p) => p !== 'placement' && p !== 'endWidth' })<{ placement: 'full' | 'end'; endWidth: string }>(
  ({ theme, placement, endWidth }) => ({
    position: 'absolute',
    // above the covered content, whatever stacking it sets up itself (a link, a sticky cell)
    zIndex: 1,
    top: 0,
    bottom: 0,
    right: 0,
    left: placement === 'full' ? 0 : 'auto',
    width: placement === 'full' ? 'auto' : endWidth,
    minHeight: theme.touchTarget,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(0.75),
    padding: `0 ${theme.space(1)}`,
    border: `1px dashed ${theme.color.border}`,
    borderRadius: theme.radius.sm,
    background: theme.color.surfaceAlt,
    color: theme.color.text,
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    textAlign: 'center',
    cursor: 'pointer',
    '&:hover': { filter: 'brightness(1.05)' },
  }),
);

/** An eye with a line through it: "hidden". Drawn, not emoji (missing on some phones). */
export function HiddenIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M4 20L20 4" />
    </svg>
  );
}

export interface SpoilerCoverProps {
  /** Whether the content is hidden right now (protected and not yet revealed). */
  covered: boolean;
  /** The button's accessible name, e.g. "Reveal score: Packers at Falcons". */
  label: string;
  onReveal: () => void;
  /** What the button shows; "Tap to reveal" unless told. */
  text?: ReactNode;
  /** Over everything, or a column at the end (a score column) of `endWidth`. */
  placement?: 'full' | 'end';
  endWidth?: string;
  /** 'masked': the caller already left the result out; 'invisible': hide the given content. */
  conceal?: 'masked' | 'invisible';
  className?: string;
  children: ReactNode;
}

export function SpoilerCover({ covered, label, onReveal, text = 'Tap to reveal', placement = 'full', endWidth = '8rem', conceal = 'masked', className, children }: SpoilerCoverProps) {
  const content = covered && conceal === 'invisible'
    ? <Invisible aria-hidden="true" inert>{children}</Invisible>
    : children;
  return (
    <Wrap className={className} data-spoiler={covered ? 'hidden' : 'shown'}>
      {content}
      {covered ? (
        <Cover type="button" placement={placement} endWidth={endWidth} aria-label={label} onClick={onReveal}>
          <HiddenIcon />
          <span aria-hidden="true">{text}</span>
        </Cover>
      ) : null}
    </Wrap>
  );
}
