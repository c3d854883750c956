import { renderWithProviders } from '@gg/ui/testing';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standing, team } from '../test-fixtures';
import { DivisionTable } from './division-table';

const group = {
  division: 'NFC North',
  rows: [
    { standing: standing('9', 10, 2, { streak: 'W4' }), team: team('9', 'Green Bay Packers', 'GB', 'NFC', 'NFC North') },
    { standing: standing('8', 8, 4, { streak: 'L1' }), team: team('8', 'Detroit Lions', 'DET', 'NFC', 'NFC North') },
  ],
};
const teamOrder = () => screen.getAllByRole('rowheader').map((th) => within(th).getByRole('link').getAttribute('aria-label'));

afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

describe('spoiler-safe standings', () => {
  it('lists a protected division A–Z with no record, rank or streak until revealed', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: false, teamIds: ['9'] } });
    renderWithProviders(<DivisionTable group={group} />);
    expect(teamOrder()).toEqual(['Detroit Lions', 'Green Bay Packers']);
    expect(screen.queryByText('10')).not.toBeInTheDocument();
    expect(screen.queryByText('W4')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Rank/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reveal NFC North standings' }));
    expect(teamOrder()).toEqual(['Green Bay Packers', 'Detroit Lions']);
    expect(screen.getByText('10')).toBeInTheDocument();
    // the bar stays (saying so), so nothing below it moves
    expect(screen.getByText('Revealed for this visit')).toBeInTheDocument();
  });

  it('leaves a division without a protected team as it is', () => {
    updateViewingPreferences({ spoilerSafe: { everything: false, teamIds: ['12'] } });
    renderWithProviders(<DivisionTable group={group} />);
    expect(teamOrder()).toEqual(['Green Bay Packers', 'Detroit Lions']);
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
  });
});
