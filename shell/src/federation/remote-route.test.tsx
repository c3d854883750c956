import { renderWithProviders } from '@gg/ui/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The federation runtime is replaced by a controllable fake: the test decides whether a remote loads.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: jest.fn(),
  getInstance: () => ({}),
  createInstance: jest.fn(),
}));

import { preloadRemotePage, RemoteRoute } from './remote-route';
import { connectRemotes, REMOTE_LOAD_DEADLINE_MS } from './remotes';
import { makeUnavailableModule } from './remote-unavailable';

beforeAll(async () => {
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ remotes: [{ name: 'learn', entry: 'http://localhost:3001/mf-manifest.json' }, { name: 'hub', entry: 'http://localhost:3002/mf-manifest.json' }] }))) as unknown as typeof fetch;
  await connectRemotes();
});
beforeEach(() => { loadRemote.mockReset(); registerRemotes.mockClear(); jest.spyOn(console, 'warn').mockImplementation(() => {}); jest.spyOn(console, 'error').mockImplementation(() => {}); });

describe('RemoteRoute', () => {
  it('renders the remote page it loads', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Learn home</h1> });
    renderWithProviders(<RemoteRoute page={{ remote: 'learn', expose: 'home-page' }} />);
    expect(await screen.findByRole('heading', { name: 'Learn home' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('learn/home-page');
  });

  it('shows the fallback the runtime plugin returns, and Retry loads the remote again', async () => {
    loadRemote.mockImplementationOnce(async (id: string) => makeUnavailableModule(id, new Error('down')));
    renderWithProviders(<RemoteRoute page={{ remote: 'hub', expose: 'standings-page' }} />);
    expect(await screen.findByText('The NFL hub is unavailable right now')).toBeInTheDocument();

    loadRemote.mockResolvedValueOnce({ default: () => <h1>Standings</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Standings' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'hub', entry: 'http://localhost:3002/mf-manifest.json' }], { force: true });
  });

  it('contains a remote that throws while rendering to its own area', async () => {
    loadRemote.mockResolvedValue({ default: () => { throw new Error('boom'); } });
    renderWithProviders(
      <div>
        <nav>still here</nav>
        <RemoteRoute page={{ remote: 'learn', expose: 'rules-page' }} />
      </div>,
    );
    expect(await screen.findByText('The learning area is unavailable right now')).toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });

  it('shows the fallback for a remote missing from /remotes.json', async () => {
    renderWithProviders(<RemoteRoute page={{ remote: 'talk', expose: 'water-cooler-page' }} />);
    expect(await screen.findByText('Water cooler talk is unavailable right now')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows the fallback when a remote hangs, once the load deadline passes', async () => {
    jest.useFakeTimers();
    try {
      loadRemote.mockImplementation(() => new Promise(() => {})); // a server that accepts and never answers
      renderWithProviders(<RemoteRoute page={{ remote: 'hub', expose: 'team-page' }} />);
      await act(async () => { await jest.advanceTimersByTimeAsync(REMOTE_LOAD_DEADLINE_MS - 100); });
      expect(screen.queryByText('The NFL hub is unavailable right now')).not.toBeInTheDocument();
      await act(async () => { await jest.advanceTimersByTimeAsync(200); });
      expect(screen.getByText('The NFL hub is unavailable right now')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses the load a preload started instead of starting another when the page renders', async () => {
    let finish: (mod: unknown) => void = () => {};
    loadRemote.mockImplementation(() => new Promise((resolve) => { finish = resolve; }));
    preloadRemotePage({ remote: 'learn', expose: 'glossary-page' });
    expect(loadRemote).toHaveBeenCalledTimes(1); // asked for before anything renders
    renderWithProviders(<RemoteRoute page={{ remote: 'learn', expose: 'glossary-page' }} />);
    await act(async () => { finish({ default: () => <h1>Glossary</h1> }); });
    expect(await screen.findByRole('heading', { name: 'Glossary' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows a failed preload where the page renders, and Retry loads it afresh', async () => {
    loadRemote.mockRejectedValueOnce(new Error('entry 503'));
    preloadRemotePage({ remote: 'hub', expose: 'injuries-page' });
    renderWithProviders(<RemoteRoute page={{ remote: 'hub', expose: 'injuries-page' }} />);
    expect(await screen.findByText('The NFL hub is unavailable right now')).toBeInTheDocument();

    loadRemote.mockResolvedValueOnce({ default: () => <h1>Injuries</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Injuries' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
