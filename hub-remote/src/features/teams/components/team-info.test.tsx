import { renderWithProviders } from '@gg/ui/testing';
import { chiefsDetail } from '../test-fixtures';
import { screen } from '@testing-library/react';
import { TeamInfo, TeamInfoSkeleton } from './team-info';

const facts = () => Object.fromEntries([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('Team Info', () => {
  it('lists full name, abbreviation, conference, division, primary colour, stadium, location and founded', () => {
    renderWithProviders(<TeamInfo team={chiefsDetail} />);
    expect(facts()).toEqual({
      'Full Name': 'Kansas City Chiefs', Abbreviation: 'KC', Conference: 'AFC', Division: 'AFC West', 'Primary Color': '#E31837',
      Stadium: 'GEHA Field at Arrowhead Stadium', Location: 'Kansas City, MO', Founded: '1960',
    });
  });

  it('shows what is unknown as —, and adds the # a colour lacks', () => {
    renderWithProviders(<TeamInfo team={{ ...chiefsDetail, conference: 'Unknown', division: null, primaryColor: 'a40227', venue: null, location: null, founded: null }} />);
    expect(facts()).toMatchObject({ Conference: '—', Division: '—', 'Primary Color': '#A40227', Stadium: '—', Location: '—', Founded: '—' });
  });
});

describe('Team Info while the team loads', () => {
  it('keeps the list’s shape: the same terms, values to come', () => {
    renderWithProviders(<TeamInfoSkeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading team info');
    expect(Object.keys(facts())).toEqual(['Full Name', 'Abbreviation', 'Conference', 'Division', 'Primary Color', 'Stadium', 'Location', 'Founded']);
  });
});
