/**
 * A drawing's code is fetched when its card comes on screen, not with the page: on a phone the
 * card sits below the rule's article.
 */
import { renderWithProviders } from '@gg/ui/testing';
import { act, screen } from '@testing-library/react';
import { loadDiagram } from './diagram-loader';
import type * as DiagramLoader from './diagram-loader';
import { RuleDiagramCard } from './rule-diagram-card';

jest.mock('./diagram-loader', () => {
  const actual = jest.requireActual<typeof DiagramLoader>('./diagram-loader');
  return { ...actual, loadDiagram: jest.fn(actual.loadDiagram) };
});
const load = jest.mocked(loadDiagram);

const observed: Array<{ callback: IntersectionObserverCallback; target?: Element }> = [];
const original = globalThis.IntersectionObserver;

beforeEach(() => {
  observed.length = 0;
  globalThis.IntersectionObserver = class {
    private entry: { callback: IntersectionObserverCallback; target?: Element };
    constructor(callback: IntersectionObserverCallback) { this.entry = { callback }; observed.push(this.entry); }
    observe(target: Element) { this.entry.target = target; }
    disconnect() {}
    unobserve() {}
    takeRecords() { return []; }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => { globalThis.IntersectionObserver = original; });

function scrollIntoView(isIntersecting: boolean) {
  act(() => {
    for (const { callback, target } of observed) callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

describe('the diagram card below the fold', () => {
  it('keeps its place and fetches no drawing until the card is on screen, then shows it', async () => {
    renderWithProviders(<RuleDiagramCard ruleId="down-system" ruleTitle="The Down System" />);
    expect(screen.getByRole('img', { name: 'Loading the diagram' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    scrollIntoView(false);
    expect(load).not.toHaveBeenCalled();

    scrollIntoView(true);
    expect(load).toHaveBeenCalledWith('down-system');
    // the drawing's module is really loaded: on a cold transform cache (a fresh clone) that takes seconds
    expect(await screen.findByText(/on any colored element in the diagram/, undefined, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);

  it('starts fetching at the first scroll, before the card is on screen', () => {
    load.mockClear();
    renderWithProviders(<RuleDiagramCard ruleId="offside" ruleTitle="Offside" />);
    expect(load).not.toHaveBeenCalled();
    act(() => { window.dispatchEvent(new Event('scroll')); });
    expect(load).toHaveBeenCalledWith('offside');
  });
});
