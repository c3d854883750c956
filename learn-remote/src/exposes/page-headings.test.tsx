/** Every page, in every state, has exactly one h1: the outline screen readers navigate by. */
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { categories, fieldMarkers, penalties, rules, terms } from '../test/fixtures';
import GlossaryPage from './glossary-page';
import HomePage from './home-page';
import RuleDetailPage from './rule-detail-page';
import RulesPage from './rules-page';

const failing = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
const never = () => new Promise<Response>(() => {});
const json = (body: unknown) => () => new Response(JSON.stringify(body));

function expectOneH1(name: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name);
}

/** Heading levels in document order never jump down by more than one (h1 → h3 skips the h2). */
function expectNoSkippedLevel() {
  const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
  expect(skips).toEqual([]);
}

describe('one h1 per page', () => {
  it('Home: while its sections load, and once they have (one of them failing)', async () => {
    mockFetch({ '/api/categories': categories, '/api/field-markers': fieldMarkers, '/api/quick-facts': failing });
    renderWithProviders(<HomePage />);
    expectOneH1('Welcome to the NFL!');
    await screen.findByRole('button', { name: /^Offense/ });
    await screen.findByRole('button', { name: 'Red Zone' });
    await screen.findByRole('alert');
    expectOneH1('Welcome to the NFL!');
  });

  it('Rules: with the categories, and with search results', async () => {
    mockFetch({ '/api/categories': categories, '/api/search': json([]) });
    const { unmount } = renderWithProviders(<RulesPage />, { route: '/rules' });
    await screen.findByRole('button', { name: /^Offense/ });
    expectOneH1('NFL Rules');
    unmount();
    renderWithProviders(<RulesPage />, { route: '/rules?search=zzz' });
    await screen.findByText('No rules found for "zzz"');
    expectOneH1('NFL Rules');
  });

  it('Glossary: loaded, and when its list fails', async () => {
    mockFetch({ '/api/glossary': terms, '/api/penalties': penalties });
    const { unmount } = renderWithProviders(<GlossaryPage />, { route: '/glossary' });
    await screen.findByRole('heading', { name: 'Touchdown' });
    expectOneH1('Glossary');
    unmount();
    mockFetch({ '/api/glossary': failing, '/api/penalties': penalties });
    renderWithProviders(<GlossaryPage />, { route: '/glossary' });
    await screen.findByRole('alert');
    expectOneH1('Glossary');
  });

  it('Glossary: headings go down one level at a time (h1, then the list h2, then each card h3) on both tabs', async () => {
    mockFetch({ '/api/glossary': terms, '/api/penalties': penalties });
    const { unmount } = renderWithProviders(<GlossaryPage />, { route: '/glossary' });
    await screen.findByRole('heading', { name: 'Touchdown' });
    expectNoSkippedLevel();
    unmount();
    renderWithProviders(<GlossaryPage />, { route: '/glossary?tab=penalties' });
    await screen.findByRole('heading', { name: 'Offside' });
    expectNoSkippedLevel();
  });

  describe('Rule detail', () => {
    const renderRule = (ruleId: string) => renderWithProviders(<RuleDetailPage />, { route: `/rules/${ruleId}`, path: '/rules/:ruleId' });
    const others = { '/api/glossary-index': terms.map(({ id, term }) => ({ id, term })), '/api/rule-index': rules.map(({ id, title }) => ({ id, title })) };

    it('while the rule loads', () => {
      mockFetch({ ...others, '/api/rules/touchdown': never });
      renderRule('touchdown');
      expect(screen.getByRole('status')).toHaveTextContent('Loading rule...');
      expectOneH1('Rule');
    });

    it('loaded: the rule title', async () => {
      mockFetch({ ...others, '/api/rules/touchdown': rules[1]! });
      renderRule('touchdown');
      await screen.findByRole('heading', { name: 'Interactive Diagram' });
      expectOneH1('Touchdown');
    });

    it('not found: "Rule not found."', async () => {
      mockFetch(others);
      renderRule('no-such-rule');
      await screen.findByText("That rule isn't in the guide. Browse the categories instead.");
      expectOneH1('Rule not found.');
    });

    it('failed: the error', async () => {
      mockFetch({ ...others, '/api/rules/touchdown': failing });
      renderRule('touchdown');
      await screen.findByRole('alert');
      expectOneH1('Something went wrong');
    });
  });
});
