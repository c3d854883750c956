import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@gg/router';
import { chooseColorMode, useColorMode } from './color-mode';
import { Logo, MoonIcon, SearchIcon, SunIcon } from './icons';

const Bar = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: theme.color.chrome,
  color: theme.color.chromeText,
  paddingTop: 'env(safe-area-inset-top)',
}));

const Inner = styled.div(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space(1)} ${theme.space(2)}`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: theme.space(1),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'auto auto 1fr auto' },
}));

const Brand = styled(Link)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: theme.touchTarget,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: theme.font.weight.bold,
  fontSize: theme.font.size.lg,
}));

const SearchForm = styled.form(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  background: theme.color.chromeField,
  borderRadius: theme.radius.pill,
  paddingLeft: theme.space(1.5),
  [theme.breakpoint.tablet]: { gridColumn: 'auto' },
  '& input': {
    flex: 1,
    minWidth: 0,
    minHeight: theme.touchTarget,
    border: 0,
    background: 'transparent',
    color: theme.color.chromeText,
    padding: `0 ${theme.space(1)}`,
    fontSize: theme.font.size.md, // 16px stops iOS zooming into the field
    '&::placeholder': { color: theme.color.chromeMuted },
    '&:focus': { outline: 'none' },
  },
  '&:focus-within': { outline: `3px solid ${theme.color.focus}`, outlineOffset: theme.space(0.25) },
}));

const IconButton = styled.button(({ theme }) => ({
  gridRow: 1,
  gridColumn: 3,
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.touchTarget,
  height: theme.touchTarget,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.color.chromeText,
  cursor: 'pointer',
}));

/** Guide header: logo, title, a search form (empty queries do nothing) and the theme toggle. */
export function Header() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const mode = useColorMode();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return; // empty queries do nothing
    navigate(`/rules?search=${encodeURIComponent(trimmed)}`);
  };

  const toggleMode = () => chooseColorMode(mode === 'dark' ? 'light' : 'dark');

  return (
    <Bar>
      <Inner>
        <Brand to="/" aria-label="Gridiron Guide home">
          <Logo />
          <span>Gridiron Guide</span>
        </Brand>
        <SearchForm role="search" onSubmit={onSubmit}>
          <SearchIcon />
          <label htmlFor="site-search" className="gg-visually-hidden">Search the guide</label>
          <input
            id="site-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search rules, terms, or ask a question..."
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
          />
        </SearchForm>
        <IconButton type="button" onClick={toggleMode} aria-label={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}>
          {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
        </IconButton>
      </Inner>
    </Bar>
  );
}
