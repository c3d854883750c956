/**
 * Glossary auto-linking: in any text (rule pages, talking points, news and plays), glossary terms (and their plurals), the abbreviations
 * td/fg/qb/rb, rule titles, and the first two words of titles longer than 5 characters become
 * links. Longest match wins; each target is linked once per text so a paragraph doesn't turn
 * into a wall of links; a rule never links to itself (see compileMatcher). A word that is also an
 * everyday word is linked only where it is meant in its football sense (see senses.ts), and
 * nothing inside a score or down phrase ("12 down", "3rd & 4") is linked.
 */
import type { GlossaryIndexEntry, Rule } from '@gg/contracts';

/** What linking reads of a glossary term: its id and name (a full term, or the glossary index's entry). */
type LinkedTerm = GlossaryIndexEntry;
import { ALIASES, hasSenseRule, numberPhrases, senseAllows, senseContext } from './senses';

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string; target: string };

/**
 * One linkable phrase (lower case) and where it leads; `target` names the term or rule it stands
 * for. `sense` is the glossary term's name in lower case (or an alias's sense), for the rules that
 * decide where the phrase means it; `plural` marks the plural form.
 */
export interface LinkEntry { phrase: string; to: string; target: string; sense?: string; plural?: boolean }

const ABBREVIATIONS: Record<string, string> = { td: 'Touchdown', fg: 'Field Goal', qb: 'Quarterback', rb: 'Running Back' };

export function pluralsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return [`${lower.slice(0, -1)}ies`];
  if (/(s|x|z|ch|sh)$/.test(lower)) return [`${lower}es`];
  return [`${lower}s`];
}

/** Words that make a rule title's first two words a fragment rather than a name. */
const FUNCTION_WORDS = new Set(['the', 'a', 'an', 'of', 'for', 'and', 'or', 'vs', 'vs.', 'at', 'to', 'in', 'on', 'out', 'when', 'what', 'how', 'where', 'too', 'with', 'by']);

const glossaryHref = (term: string) => `/glossary?search=${encodeURIComponent(term)}`;

export function buildLinkIndex(terms: readonly LinkedTerm[], rules: readonly Pick<Rule, 'id' | 'title'>[]): LinkEntry[] {
  const entries = new Map<string, LinkEntry[]>();
  const add = (phrase: string, to: string, target: string, sense?: string, plural = false) => {
    const key = phrase.toLowerCase().trim();
    if (key.length < 2) return;
    const same = entries.get(key);
    // first writer wins (glossary terms before rule titles), unless the later one is another sense
    // of the word that the words around it tell apart ("safety" the score and the player)
    if (same && (!hasSenseRule(sense) || same.some((e) => e.target === target))) return;
    const entry: LinkEntry = { phrase: key, to, target, ...(sense ? { sense } : {}), ...(plural ? { plural } : {}) };
    entries.set(key, [...(same ?? []), entry]);
  };
  for (const t of terms) {
    const name = t.term.replace(/\s*\(.*\)$/, ''); // "Safety (Position)" is linked where "safety" means the player
    const sense = t.term.toLowerCase();
    add(name, glossaryHref(t.term), `term:${t.id}`, sense);
    const words = name.split(' ');
    const last = words.pop()!;
    for (const plural of pluralsOf(last)) add([...words, plural].join(' '), glossaryHref(t.term), `term:${t.id}`, sense, true);
  }
  const byName = new Map(terms.map((t) => [t.term.toLowerCase(), t]));
  for (const alias of ALIASES) {
    const term = byName.get(alias.term);
    if (!term) continue;
    add(alias.phrase, glossaryHref(term.term), `term:${term.id}`, alias.sense);
    add(alias.plural, glossaryHref(term.term), `term:${term.id}`, alias.sense, true);
  }
  for (const [abbr, full] of Object.entries(ABBREVIATIONS)) {
    const term = byName.get(full.toLowerCase());
    add(abbr, glossaryHref(term?.term ?? full), term ? `term:${term.id}` : `abbr:${abbr}`);
  }
  for (const r of rules) {
    add(r.title, `/rules/${r.id}`, `rule:${r.id}`);
    if (r.title.length > 5) {
      const firstTwo = r.title.split(/\s+/).slice(0, 2);
      // only when the two words name something: "Onside Kick", not "The Play", "Out of" or "When the"
      if (firstTwo.length === 2 && !firstTwo.some((w) => FUNCTION_WORDS.has(w.toLowerCase()))) add(firstTwo.join(' '), `/rules/${r.id}`, `rule:${r.id}`);
    }
  }
  // longest phrases first so "field goal" wins over "field" and "pass interference" over "pass"
  return [...entries.values()].flat().sort((a, b) => b.phrase.length - a.phrase.length);
}

/** A compiled index; `null` when there is nothing to link (no data yet): texts stay plain. */
export type LinkMatcher = { regex: RegExp; byPhrase: Map<string, LinkEntry[]> } | null;

/** Spaces and hyphens between words: any run of them matches any other. */
const GAP = '[\\s-]+';

interface TrieNode { next: Map<string, TrieNode>; end: boolean }

/**
 * The phrases as one pattern shaped like a tree of their characters ("field goal" and "field"
 * share `field`), not a list of hundreds of alternatives: at each word of a text the engine follows
 * one branch instead of trying every phrase in turn, which made linking the hub's and the water
 * cooler's texts the largest part of rendering them. At each point the longer continuations come
 * before stopping there, so the longest phrase that ends at a word boundary wins, as before.
 */
function phrasePattern(phrases: readonly string[]): string {
  const root: TrieNode = { next: new Map(), end: false };
  for (const phrase of phrases) {
    let node = root;
    for (let i = 0; i < phrase.length; i++) {
      let key = phrase[i]!;
      if (GAP_CHARS.has(key)) {
        while (i + 1 < phrase.length && GAP_CHARS.has(phrase[i + 1]!)) i++;
        key = GAP;
      } else if (SPECIAL_CHARS.has(key)) {
        key = `\\${key}`;
      }
      let child = node.next.get(key);
      if (!child) node.next.set(key, (child = { next: new Map(), end: false }));
      node = child;
    }
    node.end = true;
  }
  const parts: string[] = [];
  const emit = (node: TrieNode) => {
    // a chain of single characters is written as it is; a fork or an end becomes a group
    const grouped = node.next.size > 1 || (node.end && node.next.size > 0);
    if (grouped) parts.push('(?:');
    let first = true;
    for (const [key, child] of node.next) {
      if (!first) parts.push('|');
      first = false;
      parts.push(key);
      emit(child);
    }
    if (grouped) parts.push(node.end ? ')?' : ')'); // stopping here comes after every longer way on
  };
  if (root.next.size > 0) emit(root);
  return parts.join('');
}

const GAP_CHARS = new Set([' ', '-']);
const SPECIAL_CHARS = new Set('.*+?^${}()|[]\\');

/** `excludeTarget`: the rule being shown, so its own title falls through to shorter terms. */
export function compileMatcher(all: readonly LinkEntry[], excludeTarget?: string): LinkMatcher {
  const index = excludeTarget ? all.filter((e) => e.target !== excludeTarget) : all;
  if (index.length === 0) return null;
  const alternation = phrasePattern([...new Set(index.map((e) => e.phrase))]);
  // word boundaries that also respect apostrophes and hyphens inside words
  const regex = new RegExp(`(?<![\\w'-])(${alternation})(?![\\w'-])`, 'gi');
  // keyed as linkify looks a match up (hyphens and runs of spaces as one space), so hyphenated terms link too;
  // a phrase with several senses keeps them in index order
  const byPhrase = new Map<string, LinkEntry[]>();
  for (const e of index) {
    const key = e.phrase.replace(/[\s-]+/g, ' ');
    byPhrase.set(key, [...(byPhrase.get(key) ?? []), e]);
  }
  return { regex, byPhrase };
}

/** How many compiled matchers are kept: a few glossaries (a new one after a content change) times the rule pages' exclusions. */
const KEPT_MATCHERS = 64;
const keptMatchers = new Map<string, LinkMatcher>();

/**
 * The compiled matcher for these terms and rule titles, built once per distinct content rather
 * than once per render: a server render reads a fresh copy of the same glossary for every page,
 * and building and compiling the index costs more than rendering a short page's links.
 */
export function matcherFor(terms: readonly LinkedTerm[], rules: readonly Pick<Rule, 'id' | 'title'>[], excludeTarget?: string): LinkMatcher {
  // everything buildLinkIndex reads, so equal keys compile to equal matchers
  const key = `${excludeTarget ?? ''}\u0000${terms.map((t) => `${t.id}\u0001${t.term}`).join('\u0002')}\u0000${rules.map((r) => `${r.id}\u0001${r.title}`).join('\u0002')}`;
  const kept = keptMatchers.get(key);
  if (kept !== undefined) {
    keptMatchers.delete(key);
    keptMatchers.set(key, kept); // most recently used last
    return kept;
  }
  const matcher = compileMatcher(buildLinkIndex(terms, rules), excludeTarget);
  keptMatchers.set(key, matcher);
  if (keptMatchers.size > KEPT_MATCHERS) keptMatchers.delete(keptMatchers.keys().next().value as string);
  return matcher;
}

/** The first of a phrase's senses that the words around the match allow; null when none does. */
function senseAt(candidates: readonly LinkEntry[], text: string, start: number, end: number): LinkEntry | null {
  if (candidates.every((e) => !hasSenseRule(e.sense))) return candidates[0] ?? null;
  const plural = candidates.some((e) => e.plural);
  const context = senseContext(text, start, end, plural);
  return candidates.find((e) => senseAllows(e.sense, context)) ?? null;
}

export function linkify(text: string, matcher: LinkMatcher, options: { linked?: Set<string> } = {}): Segment[] {
  if (!matcher || !text) return [{ kind: 'text', text }];
  const linked = options.linked ?? new Set<string>();
  const segments: Segment[] = [];
  const numbers = numberPhrases(text);
  let last = 0;
  for (const match of text.matchAll(matcher.regex)) {
    const found = match[0];
    const start = match.index ?? 0;
    const end = start + found.length;
    if (numbers.some(([from, to]) => start < to && end > from)) continue;
    const candidates = matcher.byPhrase.get(found.toLowerCase().replace(/[\s-]+/g, ' '));
    const entry = candidates ? senseAt(candidates, text, start, end) : null;
    if (!entry || linked.has(entry.target)) continue;
    linked.add(entry.target);
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: found, to: entry.to, target: entry.target });
    last = end;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
