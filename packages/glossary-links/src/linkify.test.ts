import type { GlossaryTerm } from '@gg/contracts';
import { buildLinkIndex, compileMatcher, linkify, matcherFor, pluralsOf } from './linkify';

const term = (t: string, id = t.toLowerCase().replace(/[^a-z0-9]+/g, '-')): GlossaryTerm => ({ id, term: t, definition: 'd', category: 'c', relatedTerms: [] });
const terms = [term('Touchdown'), term('Field Goal'), term('Quarterback'), term('Running Back'), term('Down'), term('Safety'), term('Safety (Position)', 'safety-position'), term('Penalty'), term('Pass')];
const rules = [{ id: 'pass-interference', title: 'Pass Interference' }, { id: 'onside-kick-recovery', title: 'Onside Kick Recovery' }, { id: 'sack', title: 'Sack' }];
const index = buildLinkIndex(terms, rules);
const matcher = compileMatcher(index);
const links = (text: string, selfTarget?: string) => linkify(text, selfTarget ? compileMatcher(index, selfTarget) : matcher).filter((s) => s.kind === 'link').map((s) => (s.kind === 'link' ? `${s.text}->${s.to}` : ''));

describe('glossary auto-linking', () => {
  it('links glossary terms case-insensitively to the glossary', () => {
    expect(links('A touchdown is worth six.')).toEqual(['touchdown->/glossary?search=Touchdown']);
  });

  it('links plural forms', () => {
    expect(pluralsOf('penalty')).toEqual(['penalties']);
    expect(pluralsOf('pass')).toEqual(['passes']);
    expect(links('Two penalties and three touchdowns')).toEqual(['penalties->/glossary?search=Penalty', 'touchdowns->/glossary?search=Touchdown']);
    expect(links('Both field goals missed')).toEqual(['field goals->/glossary?search=Field%20Goal']);
  });

  it('links the abbreviations td, fg, qb and rb', () => {
    expect(links('The QB threw a TD; the RB added a FG try')).toEqual([
      'QB->/glossary?search=Quarterback', 'TD->/glossary?search=Touchdown', 'RB->/glossary?search=Running%20Back', 'FG->/glossary?search=Field%20Goal',
    ]);
  });

  it('links rule titles, and their first two words when the title is longer than 5 characters', () => {
    expect(links('That was pass interference.')).toEqual(['pass interference->/rules/pass-interference']);
    expect(links('After the onside kick, chaos')).toEqual(['onside kick->/rules/onside-kick-recovery']);
    expect(links('A sack ends it')).toEqual(['sack->/rules/sack']);
  });

  it('prefers the longest phrase and only whole words', () => {
    expect(links('a field goal, not a downfield pass')).toEqual(['field goal->/glossary?search=Field%20Goal', 'pass->/glossary?search=Pass']);
  });

  it('links each target once per text and never the rule to itself', () => {
    expect(links('Touchdown after touchdown')).toHaveLength(1);
    expect(links('pass interference again', 'rule:pass-interference')).toEqual(['pass->/glossary?search=Pass']);
  });

  it('links hyphenated terms, written with a hyphen or a space', () => {
    const hyphenated = compileMatcher(buildLinkIndex([term('Two-Point Conversion'), term('Play-Action')], []));
    const found = (text: string) => linkify(text, hyphenated).flatMap((s) => (s.kind === 'link' ? [s.text] : []));
    expect(found('A two-point conversion off play-action')).toEqual(['two-point conversion', 'play-action']);
    expect(found('the two point conversion')).toEqual(['two point conversion']);
  });

  it('keeps every character of the text', () => {
    const text = "The QB's pass — a touchdown! (Safety next.)";
    expect(linkify(text, matcher).map((s) => s.text).join('')).toBe(text);
  });
});

describe('matcherFor', () => {
  it('compiles each distinct glossary once and links the same way as a fresh compile', () => {
    const terms = [term('Touchdown', '1'), term('Field Goal', '2')];
    const first = matcherFor(terms, [{ id: 'scoring', title: 'Scoring' }]);
    // a fresh copy of the same content (as a server render reads it) gets the same compiled matcher
    const again = matcherFor(terms.map((t) => ({ ...t })), [{ id: 'scoring', title: 'Scoring' }]);
    expect(again).toBe(first);
    const fresh = compileMatcher(buildLinkIndex(terms, [{ id: 'scoring', title: 'Scoring' }]));
    const text = 'A touchdown beats a field goal in Scoring.';
    expect(linkify(text, again)).toEqual(linkify(text, fresh));
  });

  it('compiles again when a term, a rule title or the excluded target changes', () => {
    const terms = [term('Touchdown', '1')];
    const base = matcherFor(terms, []);
    expect(matcherFor([term('Touchdowns', '1')], [])).not.toBe(base);
    expect(matcherFor(terms, [{ id: 'x', title: 'Touchback' }])).not.toBe(base);
    expect(matcherFor(terms, [], 'term:1')).not.toBe(base);
  });
});
