/** The standings page has exactly one h1 in every state, and its subtitle names the season in the data. */
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { STANDINGS, TEAMS } from '../features/standings/test-fixtures';
import StandingsPage from './standings-page';

jest.mock('@gg/ui/toast', () => ({ toast: jest.fn() }));

const never = () => new Promise<Response>(() => {});
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });
const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);

beforeEach(() => { jest.spyOn(console, 'error').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); });

describe('the standings page', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['while loading', { '/api/standings': never }, 'Loading standings...'],
    ['with standings', {}, 'Current team standings for the 2024 season'],
    ['with no standings', { '/api/standings': [] }, 'No standings data available yet.'],
    ['when the standings cannot load', { '/api/standings': failing }, 'Something went wrong'],
    ['when the teams cannot load', { '/api/teams': failing }, 'Something went wrong'],
  ])('has one h1 %s', async (_state, routes, shows) => {
    mockFetch({ '/api/teams': TEAMS, '/api/standings': STANDINGS, '/api/standings/refresh': { refreshed: true, stale: false }, ...(routes as object) });
    renderWithProviders(<StandingsPage />, { route: '/standings' });
    if (shows) expect(await screen.findByText(shows)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Standings' })).toBeInTheDocument();
    expect(h1s()).toEqual(['NFL Standings']);
  });

  it('names the page in the document title', () => {
    mockFetch({ '/api/teams': never, '/api/standings': never });
    renderWithProviders(<StandingsPage />, { route: '/standings' });
    expect(document.title).toBe('NFL Standings · Gridiron Guide');
  });
});
