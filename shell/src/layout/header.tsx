import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@gg/router';
import { chooseColorMode, useColorMode } from './color-mode';
import { MainNav } from './main-nav';
import { Logo, MoonIcon, SearchIcon, SunIcon } from './icons';
import { themed } from '@gg/ui';

const Bar = styled.header(themed(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: theme.color.chrome,
  color: theme.color.chromeText,
  paddingTop: 'env(safe-area-inset-top)',
})));

/**
 * Phones: logo and theme toggle, the search on a row of its own, the navigation fixed at the
 * bottom. Tablets: one row. Desktops: the navigation joins the row, between logo and search.
 */
const Inner = styled.div(themed(({ theme }) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space(1)} ${theme.space(2)}`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"brand . toggle" "search search search"',
  alignItems: 'center',
  gap: theme.space(1),
  [theme.breakpoint.tablet]: { gridTemplateAreas: '"brand search toggle"', gap: theme.space(2) },
  [theme.breakpoint.desktop]: {
    maxWidth: theme.layout.desktopMaxWidth,
    padding: `${theme.space(1)} ${theme.space(3)}`, // lined up with the page's content below
    gridTemplateColumns: 'auto auto 1fr auto',
    gridTemplateAreas: '"brand nav search toggle"',
  },
})));

const Brand = styled(Link)(themed(({ theme }) => ({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1),
  minHeight: theme.touchTarget,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: theme.font.weight.bold,
  fontSize: theme.font.size.lg,
})));

const SearchForm = styled.form(themed(({ theme }) => ({
  gridArea: 'search',
  display: 'flex',
  alignItems: 'center',
  background: theme.color.chromeField,
  borderRadius: theme.radius.pill,
  paddingLeft: theme.space(1.5),
  '&:focus-within': { outline: `3px solid ${theme.color.focus}`, outlineOffset: theme.space(0.25) },
})));

/** The input and, over it on narrow screens, the shorter hint. */
const Field = styled.span({ position: 'relative', flex: 1, minWidth: 0, display: 'flex' });

const Input = styled.input(themed(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  minHeight: theme.touchTarget,
  border: 0,
  background: 'transparent',
  color: theme.color.chromeText,
  padding: `0 ${theme.space(1)}`,
  fontSize: theme.font.size.md, // 16px stops iOS zooming into the field
  // the full placeholder does not fit a phone's field: the short hint below stands in for it
  '&::placeholder': { color: 'transparent' },
  '&:focus': { outline: 'none' },
  [theme.breakpoint.desktop]: { '&::placeholder': { color: theme.color.chromeMuted } },
})));

/**
 * What the field asks for, short enough for a 360 px phone. Drawn while the field is empty, below
 * the desktop breakpoint only; hidden from assistive technology, which reads the field's label and
 * its full placeholder instead. A placeholder attribute cannot change with the width, CSS can.
 */
const ShortHint = styled.span(themed(({ theme }) => ({
  position: 'absolute',
  inset: `0 ${theme.space(1)}`,
  display: 'flex',
  alignItems: 'center',
  pointerEvents: 'none',
  color: theme.color.chromeMuted,
  fontSize: theme.font.size.md,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  'input:not(:placeholder-shown) + &': { display: 'none' },
  [theme.breakpoint.desktop]: { display: 'none' },
})));

const IconButton = styled.button(themed(({ theme }) => ({
  gridArea: 'toggle',
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.touchTarget,
  height: theme.touchTarget,
  border: 0,
  borderRadius: theme.radius.pill,
  background: 'transparent',
  color: theme.color.chromeText,
  cursor: 'pointer',
})));

/**
 * Guide header: logo, title, the main navigation (at the bottom of phones, in the header on
 * desktops), a search form (empty queries do nothing) and the theme toggle.
 */
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
        <MainNav />
        <SearchForm role="search" onSubmit={onSubmit}>
          <SearchIcon />
          <label htmlFor="site-search" className="gg-visually-hidden">Search the guide</label>
          <Field>
            <Input
              id="site-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search rules, terms, or ask a question..."
              maxLength={200}
              autoComplete="off"
              enterKeyHint="search"
            />
            <ShortHint aria-hidden="true">Search or ask a question</ShortHint>
          </Field>
        </SearchForm>
        <IconButton type="button" onClick={toggleMode} aria-label={mode === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}>
          {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
        </IconButton>
      </Inner>
    </Bar>
  );
}
