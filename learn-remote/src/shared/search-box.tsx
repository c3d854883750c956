import styled from '@emotion/styled';
import { theme } from '@gg/ui';

const Wrap = styled.div({
  display: 'flex', alignItems: 'center', gap: theme.space(1),
  background: theme.color.surface, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.pill,
  padding: `0 ${theme.space(1)} 0 ${theme.space(2)}`,
  '&:focus-within': { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2 },
  '& input': {
    flex: 1, minWidth: 0, minHeight: theme.touchTarget, border: 0, background: 'transparent', fontSize: '16px',
    '&:focus': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

const Clear = styled.button({
  width: theme.touchTarget, height: theme.touchTarget, border: 0, background: 'transparent', color: theme.color.textMuted,
  borderRadius: theme.radius.pill, cursor: 'pointer', fontSize: '1.25rem',
});

/** A labelled search field with a clear button (spec placeholders are passed in). */
export function SearchBox({ id, label, placeholder, value, onChange }: { id: string; label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  return (
    <Wrap role="search">
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>
      <label htmlFor={id} className="gg-visually-hidden">{label}</label>
      <input id={id} type="search" value={value} placeholder={placeholder} maxLength={200} autoComplete="off" enterKeyHint="search" onChange={(e) => onChange(e.target.value)} />
      {value ? <Clear type="button" aria-label="Clear search" onClick={() => onChange('')}>×</Clear> : null}
    </Wrap>
  );
}
