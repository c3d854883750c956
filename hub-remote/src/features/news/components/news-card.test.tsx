import type { GlossaryTerm, NewsItem } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsList } from './news-list';

const ITEM: NewsItem = {
  id: '1', headline: 'Packers rally late', description: 'A late touchdown and a two-point conversion sealed it.', link: null,
  images: [], categories: ['NFL'], published: new Date().toISOString(), modified: null,
};
const GLOSSARY: GlossaryTerm[] = [
  { id: 'touchdown', term: 'Touchdown', definition: 'Six points: the ball in the end zone.', category: 'Scoring', relatedTerms: [] },
  { id: 'two-point-conversion', term: 'Two-Point Conversion', definition: 'A play from the 2-yard line after a touchdown, worth two points.', category: 'Scoring', relatedTerms: [] },
];

describe('football words in news descriptions', () => {
  it('show their definition on tap, with a link to the glossary', async () => {
    mockFetch({ '/api/news': [ITEM], '/api/glossary': GLOSSARY });
    renderWithProviders(<NewsList />);
    const article = (await screen.findByRole('heading', { level: 3, name: 'Packers rally late' })).closest('article')!;
    await userEvent.click(await within(article).findByRole('button', { name: 'two-point conversion' }));
    expect(within(article).getByRole('group', { name: 'What is Two-Point Conversion?' })).toHaveTextContent('worth two points');
    expect(within(article).getByRole('link', { name: 'More in the glossary about Two-Point Conversion' }))
      .toHaveAttribute('href', '/glossary?search=Two-Point%20Conversion');
    expect(within(article).getByRole('button', { name: 'touchdown' })).toHaveAttribute('aria-expanded', 'false');
  });
});
