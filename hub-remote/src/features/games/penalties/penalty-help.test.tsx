import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PenaltyHelp } from './penalty-help';
import { TEST_PENALTIES } from './test-penalties';

const HOLDING = '(Shotgun) J.Hill up the middle to JAX 29 for 12 yards (A.Wingard). PENALTY on BLT-R.Stanley, Offensive Holding, 10 yards, enforced at JAX 40.';
const DPI = '(Shotgun) J.Love pass incomplete deep middle to D.Wicks. PENALTY on ATL-A.Terrell, Defensive Pass Interference, 44 yards, enforced at GB 25 - No Play.';
const GROUNDING = '(Shotgun) L.Jackson pass incomplete short right [J.Allen]. PENALTY on BLT-L.Jackson, Intentional Grounding, 12 yards, enforced at JAX 13.';
const UNKNOWN = 'PENALTY on GB-K.Brooks, Illegal Double-Team Block, 15 yards, enforced at ATL 25.';

const open = async (description: string, name: string) => {
  renderWithProviders(<PenaltyHelp play={{ description, penalty: true }} />);
  await userEvent.click(screen.getByRole('button', { name: `Why was that flagged? ${name}` }));
  return screen.findByRole('dialog', { name: 'Why was that flagged?' });
};

describe('Why was that flagged?', () => {
  it('loads the penalty list only when a card is first opened', async () => {
    const { calls } = mockFetch({ '/api/penalties': TEST_PENALTIES });
    renderWithProviders(<PenaltyHelp play={{ description: HOLDING, penalty: true }} />);
    expect(screen.getByRole('button', { name: 'Why was that flagged? Offensive Holding' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /Why was that flagged/ }));
    await screen.findByRole('heading', { name: 'Offensive Holding' });
    expect(calls).toEqual(['/api/penalties']);
  });

  it('explains the foul: the flag on this play, yards, automatic first down, the signal and the glossary entry', async () => {
    mockFetch({ '/api/penalties': TEST_PENALTIES });
    const dialog = await open(DPI, 'Defensive Pass Interference');
    expect(within(dialog).getByText('on ATL (A.Terrell)', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('44 yards on this play, enforced at GB 25. The play itself did not count.')).toBeInTheDocument();
    await within(dialog).findByRole('heading', { level: 3, name: 'Defensive Pass Interference' });
    const costs = within(within(dialog).getByRole('list', { name: 'What it costs' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(costs).toEqual(['No yardage', 'Automatic first down']);
    expect(within(dialog).getByText('Hands open and extended forward from the shoulders')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read about Defensive Pass Interference in the glossary' }))
      .toHaveAttribute('href', '/glossary?tab=penalties&search=Defensive%20Pass%20Interference');
  });

  it('says so when the foul also costs the down', async () => {
    mockFetch({ '/api/penalties': TEST_PENALTIES });
    const dialog = await open(GROUNDING, 'Intentional Grounding');
    await within(dialog).findByRole('heading', { level: 3, name: 'Intentional Grounding' });
    const costs = within(within(dialog).getByRole('list', { name: 'What it costs' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(costs).toEqual(['10 yards', 'Loss of down']);
  });

  it('explains a foul we have no entry for with what the provider said and a link to every penalty', async () => {
    mockFetch({ '/api/penalties': TEST_PENALTIES });
    const dialog = await open(UNKNOWN, 'Illegal Double-Team Block');
    expect(await within(dialog).findByText(/“Illegal Double-Team Block” is not in our penalty guide yet/)).toBeInTheDocument();
    expect(within(dialog).getByText(UNKNOWN)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See every penalty in the glossary' })).toHaveAttribute('href', '/glossary?tab=penalties');
    expect(within(dialog).queryByRole('list', { name: 'What it costs' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry inside the card when the list cannot be loaded', async () => {
    mockFetch({});
    const dialog = await open(HOLDING, 'Offensive Holding');
    expect(await within(dialog).findByRole('heading', { name: 'Could not load the penalty guide' })).toBeInTheDocument();
    mockFetch({ '/api/penalties': TEST_PENALTIES });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Offensive Holding' })).toBeInTheDocument();
  });

  it('opens from the keyboard, closes with Escape and gives focus back to the button', async () => {
    mockFetch({ '/api/penalties': TEST_PENALTIES });
    renderWithProviders(<PenaltyHelp play={{ description: HOLDING, penalty: true }} />);
    const button = screen.getByRole('button', { name: 'Why was that flagged? Offensive Holding' });
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Why was that flagged?' });
    await within(dialog).findByRole('heading', { level: 3, name: 'Offensive Holding' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement)); // once modal, after its first frame
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('shows no button for a play without a readable flag', () => {
    mockFetch({});
    renderWithProviders(<PenaltyHelp play={{ description: 'Timeout #1 by GB at 02:00.', penalty: true }} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
