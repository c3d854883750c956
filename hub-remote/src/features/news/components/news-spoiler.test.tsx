import type { NewsItem } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsCard } from './news-card';

const item = (id: string, headline: string): NewsItem => ({
  id, headline, description: null, link: 'https://www.espn.com/nfl/story/_/id/1/story', images: [], categories: [], published: null, modified: null,
});

beforeEach(() => { mockFetch({ '/api/glossary': [], '/api/teams': [] }); });
afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

describe('spoiler-safe news', () => {
  it('hides a headline that states a result, from sight and from the link’s name, until tapped', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    renderWithProviders(<NewsCard item={item('1', 'Packers beat Falcons 27-20')} dated="day" />);
    expect(screen.queryByRole('heading', { name: 'Packers beat Falcons 27-20' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read full story/ })).not.toHaveAccessibleName(/Packers/);
    await userEvent.click(screen.getByRole('button', { name: 'Reveal headline (it may give a result away)' }));
    expect(screen.getByRole('heading', { name: 'Packers beat Falcons 27-20' })).toBeInTheDocument();
  });

  it('leaves headlines without a result alone', () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    renderWithProviders(<NewsCard item={item('2', 'Packers sign a kicker')} dated="day" />);
    expect(screen.getByRole('heading', { name: 'Packers sign a kicker' })).toBeInTheDocument();
  });
});
