import type { GlossaryTerm } from '@gg/contracts';
import { renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { buildLinkIndex, compileMatcher, LinkedText, linkify } from './index';

const terms: GlossaryTerm[] = [{ id: 'touchdown', term: 'Touchdown', definition: 'Six points.', category: 'Scoring', relatedTerms: [] }];

describe('LinkedText', () => {
  it('renders linked words as router links to their target and keeps the rest as text', () => {
    const segments = linkify('A touchdown is worth six.', compileMatcher(buildLinkIndex(terms, [])));
    renderWithProviders(<p data-testid="text"><LinkedText segments={segments} /></p>);
    expect(screen.getByRole('link', { name: 'touchdown' })).toHaveAttribute('href', '/glossary?search=Touchdown');
    expect(screen.getByTestId('text')).toHaveTextContent('A touchdown is worth six.');
  });

  it('renders plain text when there is nothing to link with yet', () => {
    renderWithProviders(<p data-testid="text"><LinkedText segments={linkify('A touchdown is worth six.', compileMatcher(buildLinkIndex([], [])))} /></p>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('text')).toHaveTextContent('A touchdown is worth six.');
  });
});
