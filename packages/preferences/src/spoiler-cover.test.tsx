import { renderWithProviders } from '@gg/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRevealedSpoilers, useReveal } from './reveal-store';
import { SpoilerCover } from './spoiler-cover';

afterEach(() => act(() => resetRevealedSpoilers()));

function Score({ id }: { id: string }) {
  const [revealed, reveal] = useReveal(id);
  return (
    <SpoilerCover covered={!revealed} label="Reveal score: Packers at Falcons" onReveal={reveal}>
      <span>{revealed ? '27' : '–'}</span>
    </SpoilerCover>
  );
}

describe('SpoilerCover', () => {
  it('covers a result with a real, named button, revealed by a tap', async () => {
    renderWithProviders(<Score id="a" />);
    expect(screen.queryByText('27')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal score: Packers at Falcons' }));
    expect(screen.getByText('27')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['{Enter}', ' '])('reveals from the keyboard (%s)', async (key) => {
    renderWithProviders(<Score id="b" />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reveal score: Packers at Falcons' })).toHaveFocus();
    await userEvent.keyboard(key);
    expect(screen.getByText('27')).toBeInTheDocument();
  });

  it('keeps a reveal for the page session: every view of the same item shows it', async () => {
    renderWithProviders(<><Score id="c" /><Score id="c" /><Score id="d" /></>);
    await userEvent.click(screen.getAllByRole('button')[0]!);
    expect(screen.getAllByText('27')).toHaveLength(2);
    expect(screen.getAllByRole('button')).toHaveLength(1); // another item stays hidden
  });

  it('hides given content from sight and from screen readers ("invisible")', () => {
    renderWithProviders(
      <SpoilerCover covered label="Reveal headline" onReveal={() => {}} conceal="invisible"><h3>Packers beat Falcons</h3></SpoilerCover>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Packers beat Falcons').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
