import type { TalkingPoint } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import WaterCoolerPage from './water-cooler-page';

const point: TalkingPoint = {
  id: 'tp1', category: 'trending', title: 'Chiefs clinch the division', talkingPoint: 'Kansas City wrapped up the AFC West with two weeks left.',
  context: 'Week 16 win over the Raiders', relevanceScore: 9, createdAt: '2030-11-22T18:00:00.000Z',
};

const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);

describe('Water Cooler page', () => {
  it.each<[string, unknown, string | null]>([
    ['loading', () => new Promise<Response>(() => {}), null],
    ['with talking points', [point], 'Chiefs clinch the division'],
    ['with none', [], 'No talking points available'],
    ['when they cannot load', () => new Response('{"error":{"message":"down"}}', { status: 500 }), 'Something went wrong'],
  ])('has exactly one h1 %s', async (_state, answer, shows) => {
    mockFetch({ '/api/water-cooler-talk': answer as object });
    renderWithProviders(<WaterCoolerPage />);
    if (shows) expect(await screen.findByText(shows)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Water Cooler Talk' })).toBeInTheDocument();
    expect(h1s()).toEqual(['Water Cooler Talk']);
  });

  it('shows each point with its trending score', async () => {
    mockFetch({ '/api/water-cooler-talk': [point] });
    renderWithProviders(<WaterCoolerPage />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Chiefs clinch the division' })).toBeInTheDocument();
    expect(screen.getByText('9/10 trending')).toBeInTheDocument();
    expect(screen.getByText('Kansas City wrapped up the AFC West with two weeks left.')).toBeInTheDocument();
  });
});
