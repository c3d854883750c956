import type { GlossaryTerm, TalkingPoint } from '@gg/contracts';
import { buildLinkIndex, compileMatcher } from '@gg/glossary-links';
import { renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import { TalkingPointCard } from './talking-point-card';

const now = new Date(2030, 10, 22, 18, 0).getTime();
const point: TalkingPoint = {
  id: 'tp1', category: 'live_game', title: 'Chiefs rally in the fourth',
  talkingPoint: 'Mahomes threw a touchdown on fourth down to take the lead.',
  context: 'Kansas City trailed by 10 after a missed field goal; the touchdown capped a 75-yard drive.',
  relevanceScore: 9, createdAt: new Date(now - 5 * 60 * 1000).toISOString(),
};
const terms: GlossaryTerm[] = [
  { id: 'touchdown', term: 'Touchdown', definition: 'Six points.', category: 'Scoring', relatedTerms: [] },
  { id: 'field-goal', term: 'Field Goal', definition: 'Three points.', category: 'Scoring', relatedTerms: [] },
  { id: 'down', term: 'Down', definition: 'One play.', category: 'Basics', relatedTerms: [] },
];
const matcher = compileMatcher(buildLinkIndex(terms, []));

const renderCard = (over: Partial<TalkingPoint> = {}, withMatcher = matcher) =>
  renderWithProviders(<TalkingPointCard point={{ ...point, ...over }} matcher={withMatcher} now={now} />);
const card = () => screen.getByRole('article', { name: point.title });

describe('TalkingPointCard', () => {
  it('shows the category, the trending score, the title, the age, the starter and its background', () => {
    renderCard();
    expect(within(card()).getByText('Live Game')).toBeInTheDocument();
    expect(within(card()).getByText('9/10 trending')).toBeInTheDocument();
    expect(within(card()).getByRole('heading', { level: 3, name: 'Chiefs rally in the fourth' })).toBeInTheDocument();
    expect(within(card()).getByText('5m ago')).toHaveAttribute('datetime', point.createdAt);
    expect(within(card()).getByText('Conversation Starter')).toBeInTheDocument();
    expect(within(card()).getByText('Background')).toBeInTheDocument();
    expect(card()).toHaveTextContent(point.talkingPoint);
    expect(card()).toHaveTextContent(point.context);
  });

  it.each<[number, string, string]>([
    [3, '3/10 trending', 'var(--gg-text-muted)'],
    [4, '4/10 trending', 'var(--gg-info)'],
    [6, '6/10 trending', 'var(--gg-warning)'],
    [8, '8/10 trending', 'var(--gg-accent)'],
  ])('colours a score of %s (%s) with %s, the number in the text', (relevanceScore, text, background) => {
    renderCard({ relevanceScore });
    expect(within(card()).getByText(text)).toHaveStyle({ background });
  });

  it('says the day of the game in the reader\'s time zone, from the kickoff the service sends', () => {
    const kickoff = new Date(2030, 10, 24, 13, 0).toISOString(); // Sunday, 1 PM where the reader is
    renderCard({
      category: 'upcoming', title: 'Marquee matchup: Bills at Chiefs', kickoff,
      talkingPoint: 'Bills at Chiefs {when} is the game to watch.', context: 'Kickoff {when} at Arrowhead.', casualPhrase: '{When}: who do you like?',
    });
    const matchup = screen.getByRole('article', { name: 'Marquee matchup: Bills at Chiefs' });
    expect(matchup).toHaveTextContent('Bills at Chiefs on Sunday is the game to watch.');
    expect(matchup).toHaveTextContent('Kickoff on Sunday at Arrowhead.');
    expect(within(matchup).getByText('“On Sunday: who do you like?”')).toBeInTheDocument();
    expect(matchup).not.toHaveTextContent(/\{when\}/i);
  });

  it('hides the optional parts when the point has none', () => {
    renderCard();
    expect(screen.queryByText('How to bring it up naturally')).not.toBeInTheDocument();
    expect(screen.queryByText('Best used by')).not.toBeInTheDocument();
  });

  it('shows a natural way to bring it up and when it is best used by, when given', () => {
    const expiresAt = new Date(2030, 10, 24, 13, 0).toISOString();
    renderCard({ casualPhrase: '"Did you see that finish last night?"', expiresAt });
    expect(within(card()).getByText('How to bring it up naturally')).toBeInTheDocument();
    expect(within(card()).getByText('“Did you see that finish last night?”')).toBeInTheDocument();
    expect(within(card()).getByText('Best used by')).toBeInTheDocument();
    expect(within(card()).getByText(/^Sun, Nov 24, 1:00\sPM$/)).toHaveAttribute('datetime', expiresAt);
  });

  it('links football terms in the starter and the background to the glossary, each once per card', () => {
    renderCard();
    const links = within(card()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['touchdown', '/glossary?search=Touchdown'],
      ['down', '/glossary?search=Down'],
      ['field goal', '/glossary?search=Field%20Goal'],
    ]);
    // the starter keeps every word, links included
    expect(within(card()).getByText('Conversation Starter').nextElementSibling).toHaveTextContent(point.talkingPoint);
  });

  it('shows the text without links when there is no glossary', () => {
    renderCard({}, null);
    expect(within(card()).queryAllByRole('link')).toEqual([]);
    expect(card()).toHaveTextContent(point.talkingPoint);
  });
});
