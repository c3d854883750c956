import type { Category, QuickFact } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMarkers } from '../test/fixtures';
import HomePage from './home-page';

const categories: Category[] = [
  { id: 'offense', name: 'Offense', description: 'How the team with the ball moves it.' },
  { id: 'defense', name: 'Defense', description: 'How the team without the ball stops drives.' },
];
const quickFacts: QuickFact[] = [
  { value: '100', label: 'Yards Long', description: 'Goal line to goal line.' },
  { value: '15', label: 'Min. Game', description: 'Each quarter lasts 15 minutes.' },
  { value: '4', label: 'Downs', description: 'Four plays to gain 10 yards.' },
  { value: '6', label: 'Touchdown Pts', description: 'A touchdown is worth 6 points.' },
];
const routes = {
  '/api/categories': categories,
  '/api/categories/offense/rules': [{ id: 'down-system', title: 'Down System' }],
  '/api/field-markers': fieldMarkers,
  '/api/quick-facts': quickFacts,
};

describe('Home screen', () => {
  it('shows the header strip: logo, the "NFL Hub" title (not a heading) and a button to /nfl-hub', () => {
    mockFetch(routes);
    renderWithProviders(<HomePage />);
    const header = screen.getByTestId('home-header');
    expect(within(header).getByText('NFL Hub', { selector: 'p' })).toBeInTheDocument();
    expect(within(header).queryByRole('heading')).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'NFL Hub' })).toHaveAttribute('href', '/nfl-hub');
    expect(document.title).toBe('Gridiron Guide');
  });

  it('welcomes the visitor in the only h1', () => {
    mockFetch(routes);
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Welcome to the NFL!' });
    expect(h1.parentElement).toHaveTextContent(/guide to .* from the basic rules to advanced strategies/);
  });

  it('has the sections in order, each with an h2', () => {
    mockFetch(routes);
    renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Quick Start', 'Rules by Category', 'Interactive Field', 'Quick Facts']);
    for (const name of ['Quick Start', 'Rules by Category', 'Interactive Field', 'Quick Facts']) expect(screen.getByRole('region', { name })).toBeInTheDocument();
  });

  it('has the two Quick Start tiles as whole-tile links', () => {
    mockFetch(routes);
    renderWithProviders(<HomePage />);
    const quickStart = screen.getByRole('region', { name: 'Quick Start' });
    const links = within(quickStart).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Basic RulesLearn the basics', '/rules/down-system'],
      ['NFL HubLive scores & stats', '/nfl-hub'],
    ]);
  });

  it('lists the categories with a "View All" link to /rules, and opens one to its rules', async () => {
    const { calls } = mockFetch(routes);
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'Rules by Category' });
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/rules');
    expect(within(section).getByRole('status')).toHaveTextContent('Loading categories');
    const offense = await within(section).findByRole('button', { name: /^Offense/ });
    expect(within(section).getByRole('button', { name: /^Defense/ })).toHaveAttribute('aria-expanded', 'false');
    expect(calls.some((c) => c.endsWith('/rules'))).toBe(false);
    await userEvent.click(offense);
    expect(await within(section).findByRole('link', { name: 'Down System' })).toHaveAttribute('href', '/rules/down-system');
  });

  it('shows the interactive field with its prompt and the quick facts', async () => {
    mockFetch(routes);
    renderWithProviders(<HomePage />);
    const field = screen.getByRole('region', { name: 'Interactive Field' });
    expect(await within(field).findAllByRole('button', { pressed: false })).toHaveLength(8);
    expect(within(field).getByText('Tap any marker to learn about that area of the field')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Quick Facts' });
    expect(await within(facts).findByRole('heading', { name: '100 Yards Long' })).toBeInTheDocument();
    for (const name of ['15 Min. Game', '4 Downs', '6 Touchdown Pts']) expect(within(facts).getByRole('heading', { name })).toBeInTheDocument();
  });

  it('keeps the rest of the page working when one call fails', async () => {
    mockFetch({ ...routes, '/api/quick-facts': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    renderWithProviders(<HomePage />);
    expect(await within(screen.getByRole('region', { name: 'Quick Facts' })).findByRole('alert')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Offense/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Red Zone' })).toBeInTheDocument();
  });
});
