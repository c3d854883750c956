import { renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { RuleDiagramCard } from './rule-diagram-card';

describe('RuleDiagramCard while its drawing loads', () => {
  it('holds the figure\'s room with a placeholder, then shows the diagram', async () => {
    renderWithProviders(<RuleDiagramCard ruleId="overtime" ruleTitle="Overtime" />);
    expect(screen.getByRole('img', { name: 'Loading the diagram' })).toBeInTheDocument();
    expect(await screen.findByRole('figure')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Loading the diagram' })).not.toBeInTheDocument();
  });

  it('shows a rule without a diagram its fallback at once, with nothing to load', () => {
    renderWithProviders(<RuleDiagramCard ruleId="huddle" ruleTitle="The huddle" />);
    expect(screen.queryByRole('img', { name: 'Loading the diagram' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Interactive Diagram' })).toBeInTheDocument();
  });
});
