import { renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('is a page with one h1 and a way back home', () => {
    renderWithProviders(<NotFound />, { route: '/nowhere' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
