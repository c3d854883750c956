/**
 * Glossary auto-linking: in any text (rule pages, talking points), glossary terms (and their plurals), the abbreviations
 * td/fg/qb/rb, rule titles, and the first two words of titles longer than 5 characters become
 * links. Longest match wins; each target is linked once per text so a paragraph doesn't turn
 * into a wall of links; a rule never links to itself (see compileMatcher).
 */
import type { GlossaryTerm, Rule } from '@gg/contracts';

export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string; target: string };

/** One linkable phrase (lower case) and where it leads; `target` names the term or rule it stands for. */
export interface LinkEntry { phrase: string; to: string; target: string }

const ABBREVIATIONS: Record<string, string> = { td: 'Touchdown', fg: 'Field Goal', qb: 'Quarterback', rb: 'Running Back' };

export function pluralsOf(word: string): string[] {
  const lower = word.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return [`${lower.slice(0, -1)}ies`];
  if (/(s|x|z|ch|sh)$/.test(lower)) return [`${lower}es`];
  return [`${lower}s`];
}

const glossaryHref = (term: string) => `/glossary?search=${encodeURIComponent(term)}`;

export function buildLinkIndex(terms: readonly GlossaryTerm[], rules: readonly Pick<Rule, 'id' | 'title'>[]): LinkEntry[] {
  const entries = new Map<string, LinkEntry>();
  const add = (phrase: string, to: string, target: string) => {
    const key = phrase.toLowerCase().trim();
    if (key.length < 2 || entries.has(key)) return; // first writer wins: glossary terms before rule titles
    entries.set(key, { phrase: key, to, target });
  };
  for (const t of terms) {
    const name = t.term.replace(/\s*\(.*\)$/, ''); // "Safety (Position)" is linked as "safety" only once
    add(name, glossaryHref(t.term), `term:${t.id}`);
    const words = name.split(' ');
    const last = words.pop()!;
    for (const plural of pluralsOf(last)) add([...words, plural].join(' '), glossaryHref(t.term), `term:${t.id}`);
  }
  const byName = new Map(terms.map((t) => [t.term.toLowerCase(), t]));
  for (const [abbr, full] of Object.entries(ABBREVIATIONS)) {
    const term = byName.get(full.toLowerCase());
    add(abbr, glossaryHref(term?.term ?? full), term ? `term:${term.id}` : `abbr:${abbr}`);
  }
  for (const r of rules) {
    add(r.title, `/rules/${r.id}`, `rule:${r.id}`);
    if (r.title.length > 5) {
      const firstTwo = r.title.split(/\s+/).slice(0, 2).join(' ');
      if (firstTwo.includes(' ')) add(firstTwo, `/rules/${r.id}`, `rule:${r.id}`);
    }
  }
  // longest phrases first so "field goal" wins over "field" and "pass interference" over "pass"
  return [...entries.values()].sort((a, b) => b.phrase.length - a.phrase.length);
}

/** A compiled index; `null` when there is nothing to link (no data yet): texts stay plain. */
export type LinkMatcher = { regex: RegExp; byPhrase: Map<string, LinkEntry> } | null;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `excludeTarget`: the rule being shown, so its own title falls through to shorter terms. */
export function compileMatcher(all: readonly LinkEntry[], excludeTarget?: string): LinkMatcher {
  const index = excludeTarget ? all.filter((e) => e.target !== excludeTarget) : all;
  if (index.length === 0) return null;
  const alternation = index.map((e) => escape(e.phrase).replace(/\\ /g, ' ').replace(/[ -]+/g, '[\\s-]+')).join('|');
  // word boundaries that also respect apostrophes and hyphens inside words
  const regex = new RegExp(`(?<![\\w'-])(${alternation})(?![\\w'-])`, 'gi');
  // keyed as linkify looks a match up (hyphens and runs of spaces as one space), so hyphenated terms link too
  return { regex, byPhrase: new Map(index.map((e) => [e.phrase.replace(/[\s-]+/g, ' '), e])) };
}

export function linkify(text: string, matcher: LinkMatcher, options: { linked?: Set<string> } = {}): Segment[] {
  if (!matcher || !text) return [{ kind: 'text', text }];
  const linked = options.linked ?? new Set<string>();
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(matcher.regex)) {
    const found = match[0];
    const entry = matcher.byPhrase.get(found.toLowerCase().replace(/[\s-]+/g, ' '));
    if (!entry || linked.has(entry.target)) continue;
    linked.add(entry.target);
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: found, to: entry.to, target: entry.target });
    last = start + found.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
