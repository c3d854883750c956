import { renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
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
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
