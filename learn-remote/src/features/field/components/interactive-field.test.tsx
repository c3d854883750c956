import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldMarkers } from '../../../test/fixtures';
import { InteractiveField } from './interactive-field';

const PROMPT = 'Tap any marker to learn about that area of the field';
const details = () => screen.getByTestId('field-details');

async function renderField() {
  mockFetch({ '/api/field-markers': fieldMarkers });
  const result = renderWithProviders(<InteractiveField />);
  await screen.findByRole('button', { name: 'Red Zone' });
  return result;
}

describe('InteractiveField', () => {
  it('places the eight markers by their left/top percentages, none selected, with the prompt', async () => {
    await renderField();
    expect(details()).toHaveTextContent(PROMPT);
    expect(details()).toHaveAttribute('aria-live', 'polite');
    const group = screen.getByRole('group', { name: 'Field markers' });
    const markers = within(group).getAllByRole('button');
    expect(markers).toHaveLength(8);
    for (const m of markers) expect(m).toHaveAttribute('aria-pressed', 'false');
    const goalLine = screen.getByRole('button', { name: 'Goal Line' });
    expect(goalLine).toHaveStyle({ left: '91.67%', top: '25%' });
    expect(goalLine).toHaveAttribute('data-category', 'scoring');
    expect(screen.queryByTestId('field-highlight')).not.toBeInTheDocument();
  });

  it('names the three categories in a legend', async () => {
    await renderField();
    const legend = screen.getByRole('list', { name: 'Marker categories' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Scoring', 'Field Position', 'Boundaries']);
  });

  it('shows the tapped marker: name, category, description and "Common Scenarios" chips', async () => {
    await renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Red Zone' }));
    expect(screen.getByRole('button', { name: 'Red Zone' })).toHaveAttribute('aria-pressed', 'true');
    const panel = details();
    expect(panel).not.toHaveTextContent(PROMPT);
    expect(within(panel).getByRole('heading', { name: 'Red Zone' })).toBeInTheDocument();
    expect(within(panel).getByText('Field Position')).toBeInTheDocument();
    expect(within(panel).getByText(/The last 20 yards before the opponent's goal line/)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Common Scenarios' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'First-and-goal from the 8-yard line',
      'Short field-goal attempt after a stalled drive',
      'Defense tightening up with less field to cover',
    ]);
    expect(screen.getByTestId('field-highlight')).toBeInTheDocument();
  });

  it('replaces the selection when another marker is tapped', async () => {
    await renderField();
    await userEvent.click(screen.getByRole('button', { name: 'Red Zone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Home Team Sideline' }));
    expect(screen.getByRole('button', { name: 'Red Zone' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Home Team Sideline' })).toHaveAttribute('aria-pressed', 'true');
    const panel = details();
    expect(within(panel).getByRole('heading', { name: 'Home Team Sideline' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Red Zone' })).not.toBeInTheDocument();
    expect(within(panel).getByText('Boundaries')).toBeInTheDocument();
    expect(within(panel).getByText('Toe-tap catch along the sideline')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });

  it('selects with the keyboard: markers are focusable, Enter and Space select', async () => {
    await renderField();
    await userEvent.tab();
    const first = screen.getByRole('button', { name: 'Own End Zone' });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(within(details()).getByRole('heading', { name: 'Own End Zone' })).toBeInTheDocument();
    expect(within(details()).getByText('Scoring')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Own 20-Yard Line' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(within(details()).getByRole('heading', { name: 'Own 20-Yard Line' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows an error with a retry when the markers cannot be loaded', async () => {
    let attempts = 0;
    mockFetch({ '/api/field-markers': () => (++attempts === 1 ? new Response('', { status: 504, statusText: 'Gateway Timeout' }) : new Response(JSON.stringify(fieldMarkers))) });
    renderWithProviders(<InteractiveField />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load the field markers");
    expect(screen.getByRole('img', { name: /Football field drawn to scale/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Midfield (50-Yard Line)' })).toBeInTheDocument();
    expect(details()).toHaveTextContent(PROMPT);
  });
});
