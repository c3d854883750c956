/**
 * The diagram hint's first word follows the pointer: "Tap" on a touch screen, "Click" with a mouse.
 * CSS decides, so the server's HTML and the first browser render are the same whatever the device.
 */
import { ThemeRoot } from '@gg/ui';
import { renderWithProviders } from '@gg/ui/testing';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadAllDiagrams } from './diagram-loader';
import { DIAGRAM_HINT_REST, RuleDiagramCard, TOUCH_SCREEN } from './rule-diagram-card';

beforeAll(() => loadAllDiagrams());

const hint = () => screen.getByText(DIAGRAM_HINT_REST);
const word = (pointer: 'mouse' | 'touch') => hint().querySelector<HTMLElement>(`[data-pointer="${pointer}"]`)!;

/** The style rules for an element's classes, each with the media condition it sits under ('' for none). */
function rulesFor(el: Element): { media: string; style: CSSStyleDeclaration }[] {
  const found: { media: string; style: CSSStyleDeclaration }[] = [];
  const visit = (rules: CSSRuleList, media: string) => {
    for (const rule of [...rules]) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && [...el.classList].some((c) => rule.selectorText.split(',').some((s) => s.trim() === `.${c}`))) found.push({ media, style: rule.style });
    }
  };
  for (const sheet of [...document.styleSheets]) visit(sheet.cssRules, '');
  return found;
}

const displayOf = (el: Element, media: string) => rulesFor(el).filter((r) => r.media === media).map((r) => r.style.display).filter(Boolean);

describe('the diagram hint', () => {
  it('says "Click" with a mouse and "Tap" on a touch screen, both in the markup and switched by a media query', () => {
    renderWithProviders(<RuleDiagramCard ruleId="down-system" ruleTitle="The down system" />);
    expect(hint()).toHaveTextContent(/^ClickTap on any colored element in the diagram to learn more about it$/);
    expect(word('mouse')).toHaveTextContent('Click');
    expect(word('touch')).toHaveTextContent('Tap');

    // without the media query (a mouse, and jsdom, which matches no media) only "Click" shows
    expect(word('mouse')).toBeVisible();
    expect(word('touch')).not.toBeVisible();
    expect(displayOf(word('touch'), '')).toEqual(['none']);

    // on a screen that cannot hover and has a coarse pointer, the words swap
    expect(TOUCH_SCREEN).toBe('(hover: none) and (pointer: coarse)');
    expect(displayOf(word('mouse'), TOUCH_SCREEN)).toEqual(['none']);
    expect(displayOf(word('touch'), TOUCH_SCREEN)).toEqual(['inline']);
  });

  it('hydrates the server HTML in a touch-screen browser without a mismatch', async () => {
    const card = (
      <ThemeRoot>
        <RuleDiagramCard ruleId="down-system" ruleTitle="The down system" />
      </ThemeRoot>
    );
    // the server has no matchMedia; the phone's browser says its screen is a touch screen
    const html = renderToString(card);
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === TOUCH_SCREEN, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, card, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(container.querySelector('[data-pointer="touch"]')).toHaveTextContent('Tap');
      expect(container.querySelector('[data-pointer="mouse"]')).toHaveTextContent('Click');
    } finally {
      consoleError.mockRestore();
      window.matchMedia = matchMedia;
      container.remove();
    }
  });
});
