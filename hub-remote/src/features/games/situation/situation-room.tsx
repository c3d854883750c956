/**
 * The situation's room on a live card, the same whether the situation is drawn, still loading, or
 * hidden by spoiler-safe mode: the card keeps its height when the drawing arrives or a fan reveals
 * the game, so nothing below it moves. Light on purpose: it is part of the scores screens' first load.
 */
import styled from '@emotion/styled';
import { Skeleton, themed } from '@gg/ui';

/** The field strip drawn: the whole 120 yards long, 10 yards of the width left out at the sidelines. */
export const SITUATION_FIELD_RATIO = `120 / ${160 / 3 - 10}`;

/** Rows: the down line, the drive under way, the timeouts, the field, the sentence (up to three lines on a 360 px phone). */
export const SituationBox = styled.div(themed(({ theme }) => ({
  display: 'grid', gridTemplateRows: `minmax(${theme.space(3.5)}, auto) minmax(${theme.space(2.75)}, auto) minmax(${theme.space(2.75)}, auto) auto minmax(calc(3 * ${theme.font.lineHeight} * ${theme.font.size.sm}), auto)`,
  gap: theme.space(1), margin: `${theme.space(1)} 0`,
})));

const FieldRoom = styled(Skeleton)({ aspectRatio: SITUATION_FIELD_RATIO, height: 'auto' });
const Note = styled.em(themed(({ theme }) => ({ gridRow: '5', fontSize: theme.font.size.sm })));

/** Where the situation will be: its shape while the drawing loads, or a note while spoiler-safe hides it. */
export function SituationRoom({ hidden }: { hidden: boolean }) {
  return (
    // silent while it loads: the drawn situation is what a screen reader reads, a moment later
    <SituationBox data-situation-room>
      <Skeleton width="14ch" height="1.5rem" aria-hidden="true" />
      <Skeleton width="24ch" height="1.25rem" aria-hidden="true" />
      <Skeleton width="20ch" height="1.25rem" aria-hidden="true" />
      <FieldRoom aria-hidden="true" />
      {hidden ? <Note>Situation hidden while spoiler-safe is on</Note> : null}
    </SituationBox>
  );
}
