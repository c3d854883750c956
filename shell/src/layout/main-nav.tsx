import styled from '@emotion/styled';
import type { ReactElement } from 'react';
import { Link, useLocation } from '@gg/router';
import { routeBasesOf } from '../app/routes';
import { HomeIcon, NflIcon, RulesIcon, TalkIcon, TermsIcon } from './icons';
import { themed } from '@gg/ui';

interface NavEntry { label: string; to: string; icon: () => ReactElement; /** other paths that belong to this entry */ also?: string[] }

/** Five entries, the active one highlighted; NFL stands for every page of the hub. */
export const NAV_ENTRIES: NavEntry[] = [
  { label: 'Home', to: '/', icon: HomeIcon },
  { label: 'Rules', to: '/rules', icon: RulesIcon },
  { label: 'Terms', to: '/glossary', icon: TermsIcon },
  { label: 'NFL', to: '/schedule', icon: NflIcon, also: routeBasesOf('hub') },
  { label: 'Talk', to: '/water-cooler', icon: TalkIcon },
];

export function isActive(entry: NavEntry, pathname: string): boolean {
  const matches = (base: string) => (base === '/' ? pathname === '/' : pathname === base || pathname.startsWith(`${base}/`));
  return matches(entry.to) || (entry.also ?? []).some(matches);
}

/**
 * The site's main navigation, one element for every width so the server renders one page: a bar
 * fixed to the bottom of phones and tablets (respecting the home indicator), and a row of links in
 * the header from the desktop breakpoint. CSS media queries alone switch it (no width checks in
 * JS): the server-rendered page hydrates the same at every width and nothing moves.
 */
const Nav = styled.nav(themed(({ theme }) => ({
  gridArea: 'nav',
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  background: theme.color.chrome,
  paddingBottom: 'env(safe-area-inset-bottom)',
  borderTop: `1px solid ${theme.color.chromeBorder}`,
  '& ul': {
    listStyle: 'none',
    margin: '0 auto',
    padding: 0,
    maxWidth: theme.layout.maxWidth,
    display: 'grid',
    gridTemplateColumns: 'repeat(5, 1fr)',
    height: theme.layout.bottomNavHeight,
  },
  [theme.breakpoint.desktop]: {
    position: 'static',
    paddingBottom: 0,
    borderTop: 0,
    background: 'transparent',
    '& ul': { display: 'flex', gap: theme.space(0.5), height: 'auto', maxWidth: 'none' },
  },
})));

const Item = styled(Link)(themed(({ theme }) => ({
  height: '100%',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: theme.space(0.25),
  color: theme.color.chromeMuted,
  textDecoration: 'none',
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.medium,
  position: 'relative',
  '&[aria-current="page"]': {
    color: theme.color.chromeText,
    fontWeight: theme.font.weight.bold,
    '&::before': { content: '""', position: 'absolute', top: 0, left: '25%', right: '25%', height: theme.space(0.375), borderRadius: theme.radius.pill, background: theme.color.accent },
  },
  '&:focus-visible': { outlineOffset: `calc(-1 * ${theme.space(0.375)})` },
  // in the header: words only (the bar's icons would crowd the search field), the same red mark
  // under the current page's word instead of over its icon
  [theme.breakpoint.desktop]: {
    display: 'flex',
    minHeight: theme.touchTarget,
    padding: `0 ${theme.space(1.5)}`,
    borderRadius: theme.radius.sm,
    fontSize: theme.font.size.md,
    '& svg': { display: 'none' },
    '@media (hover: hover)': { '&:hover': { color: theme.color.chromeText, background: theme.color.chromeField } },
    '&[aria-current="page"]::before': { top: 'auto', bottom: 0, left: theme.space(1.5), right: theme.space(1.5) },
    '&:focus-visible': { outlineOffset: 0 },
  },
})));

/** Five entries (Home, Rules, Terms, NFL, Talk), the current one marked with aria-current. */
export function MainNav() {
  const { pathname } = useLocation();
  return (
    <Nav aria-label="Main">
      <ul>
        {NAV_ENTRIES.map((entry) => {
          const active = isActive(entry, pathname);
          const Icon = entry.icon;
          return (
            <li key={entry.to}>
              {/* aria-current is computed here (not NavLink) because one entry covers several routes */}
              <Item to={entry.to} aria-current={active ? 'page' : undefined}>
                <Icon />
                <span>{entry.label}</span>
              </Item>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
