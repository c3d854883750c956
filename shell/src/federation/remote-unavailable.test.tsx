import { renderWithProviders } from '@gg/ui/testing';
import { act, screen } from '@testing-library/react';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => { window.dispatchEvent(new Event(online ? 'online' : 'offline')); });
}
afterEach(() => { Reflect.deleteProperty(navigator, 'onLine'); });

describe('RemoteUnavailable', () => {
  it('online: says the area is unavailable and offers Retry', () => {
    renderWithProviders(<RemoteRetryContext.Provider value={jest.fn()}><RemoteUnavailable remote="hub" /></RemoteRetryContext.Provider>);
    expect(screen.getByRole('heading', { level: 1, name: 'The NFL hub is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offline: says so, and loads the area again by itself once the connection is back', () => {
    const retry = jest.fn();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderWithProviders(<RemoteRetryContext.Provider value={retry}><RemoteUnavailable remote="hub" /></RemoteRetryContext.Provider>);
    expect(screen.getByRole('heading', { level: 1, name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByText('The NFL hub needs a connection. Rules, the glossary and search still work offline.')).toBeInTheDocument();
    expect(retry).not.toHaveBeenCalled();

    setOnline(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not retry by itself when it was never offline', () => {
    const retry = jest.fn();
    renderWithProviders(<RemoteRetryContext.Provider value={retry}><RemoteUnavailable remote="talk" /></RemoteRetryContext.Provider>);
    setOnline(true);
    expect(retry).not.toHaveBeenCalled();
  });
});
