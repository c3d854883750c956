import { renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { MainNav } from './main-nav';

describe('MainNav', () => {
  it('has the five entries with their targets', () => {
    renderWithProviders(<MainNav />);
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'], ['Rules', '/rules'], ['Terms', '/glossary'], ['NFL', '/schedule'], ['Talk', '/water-cooler'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/rules', 'Rules'],
    ['/rules/touchdown', 'Rules'],
    ['/glossary?tab=penalties', 'Terms'],
    ['/schedule', 'NFL'],
    ['/nfl-hub', 'NFL'],
    ['/team/12', 'NFL'],
    ['/live-scores', 'NFL'],
    ['/water-cooler', 'Talk'],
  ])('highlights exactly one entry on %s (%s)', (route, label) => {
    renderWithProviders(<MainNav />, { route });
    const current = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual([label]);
  });

  it('highlights nothing on an unknown path', () => {
    renderWithProviders(<MainNav />, { route: '/nowhere' });
    expect(screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toHaveLength(0);
  });
});
