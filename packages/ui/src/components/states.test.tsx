import { act, screen } from '@testing-library/react';
import { renderWithProviders as render } from '../testing';
import userEvent from '@testing-library/user-event';
import { HttpError } from '@gg/data';
import { describeError, EmptyState, ErrorState } from './states';

describe('describeError', () => {
  it('shows the message of our JSON error bodies', () => {
    const err = new HttpError(502, '{"error":{"status":502,"code":"upstream_unavailable","message":"The content service is unavailable (ECONNREFUSED)"}}', 'Bad Gateway');
    expect(err.message.startsWith('502: {')).toBe(true); // the thrown message is "<status>: <body>"
    expect(describeError(err)).toBe('The content service is unavailable (ECONNREFUSED)');
  });
  it('never shows an HTML or empty server body to a person', () => {
    expect(describeError(new HttpError(500, '<html>oops</html>', 'Internal Server Error'))).toBe('The server could not answer just now.');
    expect(describeError(new HttpError(404, '', 'Not Found'))).toBe('404: Not Found');
  });
  it('passes plain errors through', () => {
    expect(describeError(new Error('Failed to fetch all rules'))).toBe('Failed to fetch all rules');
  });
});

describe('ErrorState / EmptyState', () => {
  it('announces the failure and retries on click', async () => {
    const onRetry = jest.fn();
    render(<ErrorState error={new Error('Search failed')} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Search failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
  it('shows title, text and one action', () => {
    render(<EmptyState title="No terms available" text="Nothing here yet" action={<button>Reload</button>} />);
    expect(screen.getByRole('heading', { name: 'No terms available' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });
});

describe('heading level', () => {
  it('is a section heading by default and the page heading when the state is the whole page', () => {
    const { unmount } = render(<EmptyState title="No news articles available." />);
    expect(screen.getByRole('heading', { level: 2, name: 'No news articles available.' })).toBeInTheDocument();
    unmount();
    render(<EmptyState level={1} title="404 Page Not Found" />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
  it('nests inside a card or tab at level 3', () => {
    render(<ErrorState level={3} title="Could not load plays" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Could not load plays' })).toBeInTheDocument();
  });
});

describe('ErrorState without a connection', () => {
  afterEach(() => { Reflect.deleteProperty(navigator, 'onLine'); });
  const setOnline = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
    act(() => { window.dispatchEvent(new Event(online ? 'online' : 'offline')); });
  };

  it('says the device is offline rather than showing a network error, and follows the connection', async () => {
    const onRetry = jest.fn();
    render(<ErrorState title="Could not load standings" error={new TypeError('Failed to fetch')} onRetry={onRetry} />);
    setOnline(false);
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This needs a connection. It loads again when you are back online.');
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    setOnline(true);
    expect(screen.getByRole('heading', { name: 'Could not load standings' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
  });
});
