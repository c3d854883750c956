import { renderWithProviders } from '@gg/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '@gg/router';
import { useEffect, useState } from 'react';
import type { RemotePage } from '@gg/federation/catalog';
import { Layout } from './app';

/**
 * Remote pages stand-ins: the rules page arrives a beat late (its code and data load lazily), first
 * as a loading state with an h1 of its own, as the rule page has; home is there at once.
 */
function FakePage({ page }: { page: RemotePage }) {
  const [loaded, setLoaded] = useState(page.expose === 'home-page');
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 60);
    return () => clearTimeout(timer);
  }, []);
  if (page.expose === 'glossary-page') return <main><p>No heading here</p></main>;
  if (!loaded) return <main aria-busy="true"><h1>Loading</h1></main>;
  return <main><h1>{page.expose === 'home-page' ? 'Welcome' : 'NFL Rules'}</h1><a href="#x">A link in the page</a></main>;
}

jest.mock('../federation/remote-route', () => ({ RemoteRoute: (props: { page: RemotePage }) => <FakePage {...props} /> }));

function Back() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate(-1)}>Go back</button>;
}

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('focus after a route change', () => {
  it('stays put on the first load', async () => {
    renderWithProviders(<Layout />, { route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(document.activeElement).toBe(document.body);
  });

  it("moves to the new page's h1 once it has loaded, made focusable without joining the tab order", async () => {
    renderWithProviders(<Layout />, { route: '/' });
    await userEvent.click(nav().getByRole('link', { name: 'Rules' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'NFL Rules' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves there on back and forward too', async () => {
    renderWithProviders(<><Layout /><Back /></>, { route: '/' });
    await userEvent.click(nav().getByRole('link', { name: 'Rules' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'NFL Rules' })));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Welcome' })));
  });

  it('leaves focus where the fan put it while the page was loading', async () => {
    renderWithProviders(<Layout />, { route: '/' });
    await userEvent.click(nav().getByRole('link', { name: 'Rules' }));
    const search = screen.getByRole('searchbox', { name: 'Search the guide' });
    act(() => search.focus());
    await screen.findByRole('heading', { level: 1, name: 'NFL Rules' });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(document.activeElement).toBe(search);
  });

  it('falls back to the content region when the page has no h1 in time', async () => {
    renderWithProviders(<Layout />, { route: '/' });
    await userEvent.click(nav().getByRole('link', { name: 'Terms' }));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')), { timeout: 4_000 });
  });
});
