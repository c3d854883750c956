import styled from '@emotion/styled';
import { Button } from '@gg/ui';
import { useId } from 'react';
import { SEASON_VIEWS, weekName, weeksOf, type SeasonView } from '../schedule';

const Segments = styled.div(({ theme }) => ({
  display: 'grid', gridTemplateColumns: `repeat(${SEASON_VIEWS.length}, minmax(0, 1fr))`, gap: theme.space(0.5), padding: theme.space(0.5),
  borderRadius: theme.radius.md, background: theme.color.surfaceAlt,
}));
const Segment = styled.button(({ theme }) => ({
  minHeight: theme.touchTarget, padding: `0 ${theme.space(0.5)}`, border: 0, borderRadius: theme.radius.sm, background: 'transparent',
  color: theme.color.textMuted, fontSize: theme.font.size.sm, fontWeight: theme.font.weight.medium, cursor: 'pointer', lineHeight: 1.2,
  // the pressed segment looks like a selected tab (3:1 against the track in light and dark)
  '&[aria-pressed="true"]': { background: theme.color.primary, color: theme.color.primaryText, boxShadow: theme.shadow.card, fontWeight: theme.font.weight.semibold },
  [theme.breakpoint.tablet]: { fontSize: theme.font.size.md },
}));

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

const WeekBar = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: theme.space(1), alignItems: 'center' }));
const Select = styled.select(({ theme }) => ({
  width: '100%', minHeight: theme.touchTarget, padding: `0 ${theme.space(1.5)}`, borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`, background: theme.color.surface, color: theme.color.text, fontWeight: theme.font.weight.semibold,
}));

/** The week of the preseason or regular season: previous/next buttons around a list of every week. */
export function WeekPicker({ view, week, onChange }: { view: 'preseason' | 'regular'; week: number; onChange: (week: number) => void }) {
  const id = useId();
  const weeks = weeksOf(view);
  const index = weeks.indexOf(week);
  const previous = weeks[index - 1];
  const next = weeks[index + 1];
  return (
    <WeekBar>
      <Button variant="secondary" aria-label="Previous week" disabled={previous === undefined} onClick={() => previous !== undefined && onChange(previous)}>
        <span aria-hidden="true">‹</span>
      </Button>
      <label htmlFor={id} className="gg-visually-hidden">Week</label>
      <Select id={id} value={week} onChange={(e) => onChange(Number(e.target.value))}>
        {weeks.map((w) => <option key={w} value={w}>{weekName(w)}</option>)}
      </Select>
      <Button variant="secondary" aria-label="Next week" disabled={next === undefined} onClick={() => next !== undefined && onChange(next)}>
        <span aria-hidden="true">›</span>
      </Button>
    </WeekBar>
  );
}
