import { renderWithProviders } from '@gg/ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { chiefsDetail } from '../test-fixtures';
import { TeamHeader } from './team-header';

describe('the team header', () => {
  it('names the team in an h1, with conference and division and the head coach', () => {
    renderWithProviders(<TeamHeader team={chiefsDetail} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kansas City Chiefs' })).toBeInTheDocument();
    expect(screen.getByText('AFC · AFC West')).toBeInTheDocument();
    expect(screen.getByText('Head Coach:')).toHaveTextContent('Head Coach: Andy Reid');
  });

  it('leaves out a conference the provider does not know', () => {
    renderWithProviders(<TeamHeader team={{ ...chiefsDetail, conference: 'Unknown', division: null }} />);
    expect(screen.queryByText(/Unknown/)).not.toBeInTheDocument();
  });

  it('keeps the head coach’s place while the detail is still loading', () => {
    renderWithProviders(<TeamHeader team={{ ...chiefsDetail, headCoach: null }} detailPending />);
    expect(screen.getByText('Head Coach:')).toHaveTextContent('Head Coach: loading');
  });

  it('shows the colours as named swatches with their values, adding the # a value lacks', () => {
    renderWithProviders(<TeamHeader team={{ ...chiefsDetail, primaryColor: 'e31837', secondaryColor: 'FFB612' }} />);
    const colors = screen.getByRole('list', { name: 'Team colors' });
    expect(within(colors).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Primary #E31837', 'Secondary #FFB612']);
  });

  it('shows the team-colour mark with the abbreviation when there is no logo', () => {
    renderWithProviders(<TeamHeader team={chiefsDetail} />);
    expect(screen.getByTestId('team-mark')).toHaveTextContent('KC');
    expect(getComputedStyle(screen.getByTestId('team-mark')).backgroundColor).toBe('rgb(227, 24, 55)');
  });

  it('falls back to the mark when the logo fails to load', () => {
    renderWithProviders(<TeamHeader team={{ ...chiefsDetail, logo: 'https://a.espncdn.com/kc.png' }} />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://a.espncdn.com/kc.png');
    expect(screen.queryByTestId('team-mark')).not.toBeInTheDocument();
    fireEvent.error(img);
    expect(screen.getByTestId('team-mark')).toHaveTextContent('KC');
  });
});

describe("the team's game calendar", () => {
  it("offers the team's feed to the phone's calendar and as a file", () => {
    renderWithProviders(<TeamHeader team={chiefsDetail} />);
    const subscribe = screen.getByRole('link', { name: 'Add to Calendar for Kansas City Chiefs games' });
    expect(subscribe).toHaveAttribute('href', `webcal://${window.location.host}/api/calendar/${chiefsDetail.id}.ics`);
    const download = screen.getByRole('link', { name: 'Download .ics for Kansas City Chiefs games' });
    expect(download).toHaveAttribute('href', `/api/calendar/${chiefsDetail.id}.ics`);
    expect(download).toHaveAttribute('download');
  });
});
