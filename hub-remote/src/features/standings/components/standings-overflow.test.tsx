import { ThemeRoot } from '@gg/ui';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { STANDINGS, TEAMS } from '../test-fixtures';
import { StandingsView } from './standings-view';

/** The box an absolutely positioned element is placed in (and clipped by): its nearest positioned ancestor. */
function containingBlock(el: Element): Element | null {
  for (let up = el.parentElement; up; up = up.parentElement) {
    // jsdom leaves an undeclared position empty rather than 'static'
    if (!['', 'static'].includes(getComputedStyle(up).position)) return up;
  }
  return null;
}

/** The element that scrolls the table sideways on a phone. */
function scrollBoxOf(table: Element): Element {
  for (let up = table.parentElement; up; up = up.parentElement) {
    if (['auto', 'scroll'].includes(getComputedStyle(up).overflowX)) return up;
  }
  throw new Error('the table has no sideways scroll box');
}

describe('standings tables on a phone', () => {
  // The hidden column names ("Point differential") are positioned absolutely. Placed by a box outside
  // the table's scroll box, they sit at the far right of the wide table and widen the whole page
  // (539 px on a 390 px phone) instead of scrolling inside it.
  it.each(['page', 'hub'] as const)('keeps every visually hidden text inside the table\'s scroll box (%s)', async (variant) => {
    mockFetch({ '/api/teams': TEAMS, '/api/standings': STANDINGS });
    renderWithProviders(<ThemeRoot><StandingsView variant={variant} /></ThemeRoot>);
    const tables = await screen.findAllByRole('table');
    for (const table of tables) {
      const box = scrollBoxOf(table);
      const hidden = [...table.querySelectorAll('.gg-visually-hidden')];
      expect(hidden.length).toBeGreaterThan(0);
      for (const el of hidden) {
        expect(getComputedStyle(el).position).toBe('absolute');
        const block = containingBlock(el);
        expect(block === box || (block !== null && box.contains(block))).toBe(true);
      }
    }
  });
});
