/**
 * The toast UI loads with the first toast, a moment late (the download, then React holds its empty
 * placeholder for 300 ms). A screen that knows a toast is coming (a refresh button under the
 * fan's finger) fetches it first, and the toast then shows the moment it is raised. The UI loads
 * once per module registry, so this file raises one toast.
 */
import { act, screen } from '@testing-library/react';
import { renderWithProviders as render } from '../testing';
import { preloadToasts, Toaster, toast } from './toast';

it('shows a toast at once when its UI was fetched beforehand', async () => {
  render(<Toaster />);
  preloadToasts();
  await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve(); });
  act(() => toast({ title: 'News Updated', description: 'Latest NFL news refreshed from ESPN.' }));
  expect(screen.getByText('News Updated')).toBeInTheDocument();
});
