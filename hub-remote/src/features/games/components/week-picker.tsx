import styled from '@emotion/styled';
import { Button, themed } from '@gg/ui';
import { useId } from 'react';
import { weekName, weeksOf } from '../schedule';

const WeekBar = styled.div(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: theme.space(1), alignItems: 'center' })));
const Select = styled.select(themed(({ theme }) => ({
  width: '100%', minHeight: theme.touchTarget, padding: `0 ${theme.space(1.5)}`, borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`, background: theme.color.surface, color: theme.color.text, fontWeight: theme.font.weight.semibold,
})));

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
