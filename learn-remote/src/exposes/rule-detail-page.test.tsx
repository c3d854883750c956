import type { Rule } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rules, terms } from '../test/fixtures';
import RuleDetailPage from './rule-detail-page';

const [downSystem, touchdown] = rules as [Rule, Rule, Rule];
const routes = { '/api/rules/down-system': downSystem, '/api/glossary-index': terms.map(({ id, term }) => ({ id, term })), '/api/rule-index': rules.map(({ id, title }) => ({ id, title })) };
const renderRule = (ruleId: string) => renderWithProviders(<RuleDetailPage />, { route: `/rules/${ruleId}`, path: '/rules/:ruleId' });

describe('Rule detail screen', () => {
  it('shows the rule with glossary terms linked in its text, its tags and Previous / Next', async () => {
    mockFetch(routes);
    renderRule('down-system');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Down System' })).closest('article')!;
    // a glossary term wins over the rule of the same name once the glossary has loaded
    await waitFor(() => expect(within(article).getByRole('link', { name: 'touchdown' })).toHaveAttribute('href', '/glossary?search=Touchdown'));
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent('scoring');
    expect(await screen.findByRole('link', { name: `Next: ${touchdown.title}` })).toHaveAttribute('href', '/rules/touchdown');
    expect(screen.queryByRole('link', { name: /^Previous:/ })).not.toBeInTheDocument();
    expect(document.title).toMatch(/Down System/);
  });

  it('shows its tags as plain labels: words in muted text, not pills or hashtags that look tappable', async () => {
    mockFetch(routes);
    renderRule('down-system');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Down System' })).closest('article')!;
    const tags = within(article).getByRole('list', { name: 'Tags' });
    const items = within(tags).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(downSystem.tags);
    expect(within(tags).queryAllByRole('link')).toEqual([]);
    expect(within(tags).queryAllByRole('button')).toEqual([]);
    for (const el of [tags, ...tags.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      expect(style.cursor).not.toBe('pointer');
      // no filled, rounded chip: the look of a button or a filter
      expect(style.borderRadius || '0').toMatch(/^0(px)?$/);
      expect(style.backgroundColor || 'transparent').toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    }
  });

  it('still shows the rule, linking other rules only, when the glossary is unavailable', async () => {
    mockFetch({ ...routes, '/api/glossary-index': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    renderRule('down-system');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Down System' })).closest('article')!;
    expect(await within(article).findByRole('link', { name: 'touchdown' })).toHaveAttribute('href', '/rules/touchdown');
    expect(article.querySelector('a[href^="/glossary"]')).toBeNull();
  });

  it('says "Rule not found." for an unknown rule, with a way back', async () => {
    mockFetch(routes);
    renderRule('no-such-rule');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Rule not found.' });
    expect(within(heading.parentElement!).getByRole('link', { name: 'Back to Rules' })).toHaveAttribute('href', '/rules');
  });

  it('shows an error with a retry when the rule cannot be loaded, and loads it on retry', async () => {
    let attempts = 0;
    mockFetch({ ...routes, '/api/rules/down-system': () => (++attempts === 1 ? new Response('', { status: 503 }) : new Response(JSON.stringify(downSystem))) });
    renderRule('down-system');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Down System' })).toBeInTheDocument();
  });
});

describe('a rule that changed recently', () => {
  const changed: Rule = {
    ...downSystem,
    id: 'touchback', title: 'Touchbacks', details: 'A kickoff touchback comes out to the 35.', checkedForSeason: '2025', changedInSeason: 2025,
    recentChange: 'Since 2025 a kickoff touchback is placed at the 35 instead of the 30 used in 2024.',
    previously: { season: '2024', text: 'A kickoff touchback came out to the 30.' },
  };

  it("carries a 'New in 2025' badge and shows the rule as it stood in 2024 on request", async () => {
    mockFetch({ ...routes, '/api/rules/touchback': changed });
    renderRule('touchback');
    await screen.findByRole('heading', { level: 1, name: 'Touchbacks' });
    expect(screen.getByText('New in 2025')).toBeInTheDocument();
    const before = screen.getByRole('button', { name: 'Show the rule as it stood in 2024' });
    expect(before).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('A kickoff touchback came out to the 30.')).not.toBeVisible();
    await userEvent.click(before);
    expect(screen.getByRole('region', { name: 'The rule in 2024' })).toHaveTextContent('A kickoff touchback came out to the 30.');
    expect(screen.getByRole('button', { name: 'Hide the 2024 rule' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no badge and no earlier version for a change older than two seasons', async () => {
    mockFetch({ ...routes, '/api/rules/touchback': { ...changed, changedInSeason: 2017, previously: { season: '2016', text: 'Old text.' } } });
    renderRule('touchback');
    await screen.findByRole('heading', { level: 1, name: 'Touchbacks' });
    expect(screen.queryByText(/^New in/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /as it stood/ })).not.toBeInTheDocument();
  });
});
