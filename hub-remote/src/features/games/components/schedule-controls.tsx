import styled from '@emotion/styled';
import { SEASON_VIEWS, type SeasonView } from '../schedule';
import { themed } from '@gg/ui';

const Segments = styled.div(themed(({ theme }) => ({
  display: 'grid', gridTemplateColumns: `repeat(${SEASON_VIEWS.length}, minmax(0, 1fr))`, gap: theme.space(0.5), padding: theme.space(0.5),
  borderRadius: theme.radius.md, background: theme.color.surfaceAlt,
})));
const Segment = styled.button(themed(({ theme }) => ({
  minHeight: theme.touchTarget, padding: `0 ${theme.space(0.5)}`, border: 0, borderRadius: theme.radius.sm, background: 'transparent',
  color: theme.color.textMuted, fontSize: theme.font.size.sm, fontWeight: theme.font.weight.medium, cursor: 'pointer', lineHeight: 1.2,
  // the pressed segment looks like a selected tab (3:1 against the track in light and dark)
  '&[aria-pressed="true"]': { background: theme.color.primary, color: theme.color.primaryText, boxShadow: theme.shadow.card, fontWeight: theme.font.weight.semibold },
  [theme.breakpoint.tablet]: { fontSize: theme.font.size.md },
})));

/** Which games the schedule shows: upcoming, completed, or a preseason or regular-season week. */
export function SeasonViewPicker({ value, onChange }: { value: SeasonView; onChange: (view: SeasonView) => void }) {
  return (
    <Segments role="group" aria-label="Season type">
      {SEASON_VIEWS.map((v) => (
        <Segment key={v.value} type="button" aria-pressed={v.value === value} onClick={() => onChange(v.value)}>{v.label}</Segment>
      ))}
    </Segments>
  );
}
