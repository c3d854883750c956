import styled from '@emotion/styled';
import { Button, themed } from '@gg/ui';
import { CONFERENCE_FILTERS, type ConferenceFilter } from '../format';

const Group = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1) })));

const LABELS: Record<ConferenceFilter, string> = { all: 'All Conferences', AFC: 'AFC', NFC: 'NFC' };

/** One of three: a toggle group whose pressed button says which conference is shown. */
export function ConferenceToggle({ value, onChange }: { value: ConferenceFilter; onChange: (value: ConferenceFilter) => void }) {
  return (
    <Group role="group" aria-label="Show conference">
      {CONFERENCE_FILTERS.map((c) => (
        <Button key={c} type="button" size="sm" variant={value === c ? 'primary' : 'secondary'} aria-pressed={value === c} onClick={() => onChange(c)}>
          {LABELS[c]}
        </Button>
      ))}
    </Group>
  );
}
