import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithProviders as render } from '../testing';
import { Dialog, DialogContent } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>Patrick Mahomes</button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent title="Patrick Mahomes - Player Profile" returnFocusTo={opener}>
            <button type="button">Biography</button>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in, closes on Escape and gives focus back to the control that opened it', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patrick Mahomes - Player Profile' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Patrick Mahomes' })).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
