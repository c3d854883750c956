import type { Category } from '@gg/contracts';
import { renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { CategoryCard } from './category-card';

const pictureOf = (container: HTMLElement) => container.querySelector('[data-illustration]');

describe('CategoryCard picture', () => {
  it('shows the football for a category it knows nothing about', () => {
    const history: Category = { id: 'history', name: 'History', description: 'Where the game came from.' };
    const { container } = renderWithProviders(<CategoryCard category={history} />);
    expect(screen.getByRole('button', { name: /^History/ })).toBeInTheDocument();
    expect(pictureOf(container)).toHaveAttribute('data-illustration', 'emoji');
    expect(pictureOf(container)).toHaveTextContent('🏈');
    // decorative: the name beside it says what it is
    expect(pictureOf(container)).toHaveAttribute('aria-hidden', 'true');
  });

  it('picks an emoji by name for a new category without its own drawing', () => {
    const schemes: Category = { id: 'defensive-schemes', name: 'Defensive Schemes', description: 'Zones and blitzes.' };
    const { container } = renderWithProviders(<CategoryCard category={schemes} />);
    expect(pictureOf(container)).toHaveTextContent('🛡️');
  });

  it('draws its own picture for a known category id', () => {
    const offense: Category = { id: 'offense', name: 'Offense', description: 'Moving the ball.' };
    const { container } = renderWithProviders(<CategoryCard category={offense} />);
    expect(container.querySelector('svg[data-illustration="offense"]')).not.toBeNull();
    expect(container.querySelector('[data-illustration="emoji"]')).toBeNull();
  });
});
