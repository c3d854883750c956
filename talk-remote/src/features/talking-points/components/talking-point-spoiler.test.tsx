import type { TalkingPoint } from '@gg/contracts';
import { buildLinkIndex, compileMatcher } from '@gg/glossary-links';
import { renderWithProviders } from '@gg/ui/testing';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TalkingPointCard } from './talking-point-card';

const point: TalkingPoint = {
  id: 'tp1', category: 'recent_performance', title: 'Chiefs rally to beat the Bills',
  talkingPoint: 'Kansas City won 27-24.', context: 'A late field goal decided it.', relevanceScore: 9, createdAt: '2030-11-22T17:55:00.000Z',
};
const matcher = compileMatcher(buildLinkIndex([], []));

afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

describe('a talking point about a result in spoiler-safe mode', () => {
  it('is hidden, with no title in the card’s name, until tapped', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    renderWithProviders(<TalkingPointCard point={point} matcher={matcher} now={Date.parse('2030-11-22T18:00:00.000Z')} />);
    expect(screen.getByRole('article', { name: 'Talking point about a result (hidden)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: point.title })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal talking point (it gives a result away)' }));
    expect(screen.getByRole('article', { name: point.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: point.title })).toBeInTheDocument();
  });

  it('is shown as usual with spoiler-safe off', () => {
    renderWithProviders(<TalkingPointCard point={point} matcher={matcher} now={Date.parse('2030-11-22T18:00:00.000Z')} />);
    expect(screen.getByRole('heading', { name: point.title })).toBeInTheDocument();
  });
});
