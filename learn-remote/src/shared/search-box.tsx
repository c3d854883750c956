import styled from '@emotion/styled';
import { themed } from '@gg/ui';

const Wrap = styled.div(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1),
  background: theme.color.surface, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.pill,
  padding: `0 ${theme.space(1)} 0 ${theme.space(2)}`,
  '&:focus-within': { outline: `3px solid ${theme.color.focus}`, outlineOffset: theme.space(0.25) },
  '& input': {
    // 16 px text: iOS zooms into any smaller input on focus
    flex: 1, minWidth: 0, minHeight: theme.touchTarget, border: 0, background: 'transparent', fontSize: theme.font.size.md,
    '&:focus': { outline: 'none' },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
})));

const Clear = styled.button(themed(({ theme }) => ({
  width: theme.touchTarget, height: theme.touchTarget, border: 0, background: 'transparent', color: theme.color.textMuted,
  borderRadius: theme.radius.pill, cursor: 'pointer', fontSize: theme.font.size.xl,
})));

/** A labelled search field with a clear button; each page passes its own label and placeholder. */
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
