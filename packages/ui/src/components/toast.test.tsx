import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders as render } from '../testing';
import { Toaster, toast } from './toast';

describe('toast', () => {
  it('puts nothing on the page until there is a toast (its UI loads with the first one)', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('shows a toast raised from anywhere on the page (no shared React tree needed)', async () => {
    render(<Toaster />);
    act(() => toast({ title: 'Standings Updated', description: 'Latest standings data refreshed from ESPN.' }));
    expect(await screen.findByText('Standings Updated')).toBeInTheDocument();
    expect(screen.getByText('Latest standings data refreshed from ESPN.')).toBeInTheDocument();
  });

  it('keeps one toast on screen: a newer one replaces it', async () => {
    render(<Toaster />);
    act(() => toast({ title: 'News Updated' }));
    act(() => toast({ title: 'Update Failed', variant: 'destructive' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.queryByText('News Updated')).not.toBeInTheDocument();
  });

  it('closes on the dismiss button', async () => {
    render(<Toaster />);
    act(() => toast({ title: 'Injuries Updated' }));
    // jsdom has no pointer capture (Radix's swipe handling needs it): a plain click event instead
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Injuries Updated')).not.toBeInTheDocument();
  });
});
