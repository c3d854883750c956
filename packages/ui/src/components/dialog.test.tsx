import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithProviders as render } from '../testing';
import { Dialog, DialogContent } from './dialog';

function Opener({ withReturnRef = true }: { withReturnRef?: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>Patrick Mahomes</button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent title="Patrick Mahomes - Player Profile" returnFocusTo={withReturnRef ? opener : undefined}>
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
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Patrick Mahomes' })).toHaveFocus();
  });

  it('shows at once and becomes modal after the frame that shows it, so the page is not restyled inert inside the tap', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    try {
      render(<Opener />);
      fireEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveAttribute('open');
      expect(dialog).toHaveAttribute('data-opening');
      expect(showModal).not.toHaveBeenCalled();
      await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
      expect(dialog).not.toHaveAttribute('data-opening');
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      // the close that precedes showModal() is not taken as the fan closing it
      await new Promise((resolve) => { setTimeout(resolve, 20); });
      expect(screen.getByRole('dialog')).toHaveAttribute('open');
    } finally {
      showModal.mockRestore();
    }
  });

  it('closes on Escape before it is modal: showing it already moved focus in', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-opening');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its labelled close button', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens modally, locks the page scroll while open and unlocks it on close', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('gives focus back to the control focused before it opened when no return target is given', async () => {
    render(<Opener withReturnRef={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Patrick Mahomes' })).toHaveFocus();
  });

  it('keeps the caller in step when the browser closes the dialog itself', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    const dialog = await screen.findByRole('dialog') as HTMLDialogElement;
    dialog.close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on a tap on the backdrop, not on one inside the sheet', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Patrick Mahomes' }));
    const dialog = await screen.findByRole('dialog');
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 300, width: 390, height: 500 });
    fireEvent.click(dialog, { clientX: 200, clientY: 400 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Biography' }), { clientX: 200, clientY: 100 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(dialog, { clientX: 200, clientY: 100 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
