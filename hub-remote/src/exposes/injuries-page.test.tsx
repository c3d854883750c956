/** The injuries page has exactly one h1 in every state. */
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { INJURIES } from '../features/injuries/test-fixtures';
import InjuriesPage from './injuries-page';

jest.mock('@gg/ui/toast', () => ({ toast: jest.fn() }));

const never = () => new Promise<Response>(() => {});
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });
const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);

describe('the injuries page', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['while loading', '/injuries', { '/api/injuries': never }, 'Loading injury report...'],
    ['with injuries', '/injuries', {}, 'Bralen Trice'],
    ['with no injuries', '/injuries', { '/api/injuries': [] }, 'All players are healthy across the NFL!'],
    ['with no injuries on the chosen team', '/injuries?team=9', { '/api/injuries?teamId=9': [] }, 'All players on this team are healthy!'],
    ['when the injuries cannot load', '/injuries', { '/api/injuries': failing }, 'Something went wrong'],
    ['when the team list cannot load', '/injuries', { '/api/teams': failing }, 'Bralen Trice'],
  ])('has one h1 %s', async (_state, route, routes, shows) => {
    mockFetch({ '/api/teams': [], '/api/injuries': INJURIES, ...(routes as object) });
    renderWithProviders(<InjuriesPage />, { route });
    expect(await screen.findByText(shows)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Injury Report' })).toBeInTheDocument();
    expect(h1s()).toEqual(['NFL Injury Report']);
  });

  it('names the page in the document title', () => {
    mockFetch({ '/api/teams': never, '/api/injuries': never });
    renderWithProviders(<InjuriesPage />, { route: '/injuries' });
    expect(document.title).toBe('NFL Injury Report · Gridiron Guide');
  });
});
