import type { QuickFact } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuickFacts } from './quick-facts';

const facts: QuickFact[] = [
  { value: '100', label: 'Yards Long', description: 'Goal line to goal line.' },
  { value: '15', label: 'Min. Game', description: 'Each quarter lasts 15 minutes.' },
  { value: '4', label: 'Downs', description: 'Four plays to gain 10 yards.' },
  { value: '6', label: 'Touchdown Pts', description: 'A touchdown is worth 6 points.' },
];

describe('QuickFacts', () => {
  it('shows skeletons, then each fact as value + label with its description', async () => {
    mockFetch({ '/api/quick-facts': facts });
    renderWithProviders(<QuickFacts />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading quick facts');
    for (const name of ['100 Yards Long', '15 Min. Game', '4 Downs', '6 Touchdown Pts']) {
      expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('Yards Long')).toBeInTheDocument();
    expect(screen.getByText('Each quarter lasts 15 minutes.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows an error with a retry', async () => {
    let attempts = 0;
    mockFetch({ '/api/quick-facts': () => (++attempts === 1 ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : new Response(JSON.stringify(facts))) });
    renderWithProviders(<QuickFacts />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the quick facts");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '4 Downs' })).toBeInTheDocument();
  });
});
