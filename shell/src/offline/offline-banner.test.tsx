import { renderWithProviders } from '@gg/ui/testing';
import { act, screen } from '@testing-library/react';
import { OfflineBanner } from './offline-banner';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => { window.dispatchEvent(new Event(online ? 'online' : 'offline')); });
}

afterEach(() => { Reflect.deleteProperty(navigator, 'onLine'); });

describe('OfflineBanner', () => {
  it('is silent online, says what still works when the connection drops, and goes when it is back', () => {
    renderWithProviders(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    setOnline(false);
    expect(status).toHaveTextContent("You're offline. Rules, the glossary and search still work; scores and the hub need a connection.");

    setOnline(true);
    expect(status).toBeEmptyDOMElement();
  });
});
