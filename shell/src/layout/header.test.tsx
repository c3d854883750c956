import { renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@gg/router';
import { Header } from './header';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function HeaderWithLocation() {
  return (
    <>
      <Header />
      <Routes><Route path="*" element={<Where />} /></Routes>
    </>
  );
}

describe('Header', () => {
  it('shows the logo link, the title and the search placeholder', () => {
    renderWithProviders(<HeaderWithLocation />);
    expect(screen.getByRole('link', { name: 'Gridiron Guide home' })).toHaveAttribute('href', '/');
    expect(screen.getByPlaceholderText('Search rules, terms, or ask a question...')).toBeInTheDocument();
  });

  it('carries the main navigation (the top bar on desktop, the bottom bar on phones) with the current page marked', () => {
    renderWithProviders(<HeaderWithLocation />, { route: '/team/12' });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'], ['Rules', '/rules'], ['Terms', '/glossary'], ['NFL', '/schedule'], ['Talk', '/water-cooler'],
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['NFL']);
  });

  it('keeps the search field labelled, with the full placeholder for assistive technology at every width', () => {
    renderWithProviders(<HeaderWithLocation />);
    const box = screen.getByRole('searchbox', { name: 'Search the guide' });
    expect(box).toHaveAttribute('placeholder', 'Search rules, terms, or ask a question...');
  });

  it('ignores an empty or blank query', async () => {
    renderWithProviders(<HeaderWithLocation />, { route: '/glossary' });
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, '   {enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/glossary$/);
  });

  it('submits the trimmed query', async () => {
    renderWithProviders(<HeaderWithLocation />);
    await userEvent.type(screen.getByRole('searchbox'), '  holding  {enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('?search=holding');
  });

  it('toggles dark mode and remembers it', async () => {
    renderWithProviders(<HeaderWithLocation />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('gg-color-mode')).toBe('dark');
    // and for the server, which then sends the page already dark
    expect(document.cookie).toContain('gg-color-mode=dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.cookie).toContain('gg-color-mode=light');
  });

  it("hydrates the server's markup (drawn without a choice) on a phone set to dark, then shows the dark mode's toggle", async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { MemoryRouter } = await import('@gg/router');
    const { act } = await import('react');
    const { ThemeRoot } = await import('@gg/ui');
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    const tree = <ThemeRoot><MemoryRouter><Header /></MemoryRouter></ThemeRoot>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree); // on the server: no matchMedia, no storage
    document.body.append(container);
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-color-scheme: dark)', media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    const mismatches: unknown[] = [];
    try {
      await act(async () => { hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) }); });
      expect(mismatches).toEqual([]);
      expect(container.querySelector('button[aria-label]')).toHaveAttribute('aria-label', 'Switch to light mode');
    } finally {
      window.matchMedia = matchMedia;
      container.remove();
    }
  });
});
