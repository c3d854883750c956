/**
 * Glossary linking of real texts, as a server render and a phone's hydration do it: the recorded
 * ESPN news and plays, the rule pages and the glossary's own definitions, linked with the content
 * service's glossary and rule titles. Prints the first link's cost (building the matcher and the
 * engine compiling its pattern, once per visit in a browser), then the time to link them all
 * (median of 7 passes, the compiled matcher reused as the renderer reuses it).
 * Run: npx tsx bench/linkify.ts
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { glossary, rules } from '@gg/content';
import { buildLinkIndex, compileMatcher, linkify } from '@gg/glossary-links';

const ROOT = path.join(__dirname, '..');
const espn = (name: string) => JSON.parse(readFileSync(path.join(ROOT, 'services/sports/fixtures/espn', name), 'utf8')) as Record<string, unknown>;
const texts = [
  ...['news_league.json', 'news_team_12_KC.json'].flatMap((f) => (espn(f).articles as Array<{ headline: string; description?: string }>).flatMap((a) => [a.headline, a.description ?? ''])),
  ...(espn('core_event_401547417_plays.json').items as Array<{ text?: string }>).map((p) => p.text ?? ''),
  ...rules.flatMap((r) => [r.description, r.details]),
  ...glossary.map((t) => t.definition),
].filter(Boolean);

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const time = (fn: () => void) => { const t = process.hrtime.bigint(); fn(); return Number(process.hrtime.bigint() - t) / 1e6; };

const index = buildLinkIndex(glossary, rules);
let matcher = compileMatcher([{ phrase: 'warm', to: '/', target: 'warm' }])!; // the bench's own first call
linkify('warm up', matcher);
const first = time(() => { matcher = compileMatcher(index)!; linkify(texts[0]!, matcher); });
for (let i = 0; i < 3; i++) for (const text of texts) linkify(text, matcher); // warm the engine
let links = 0;
const passes = Array.from({ length: 7 }, () => time(() => { links = 0; for (const text of texts) links += linkify(text, matcher).filter((s) => s.kind === 'link').length; }));
const chars = texts.reduce((n, t) => n + t.length, 0);
console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
console.log(`${texts.length} texts, ${(chars / 1000).toFixed(0)}k characters, ${index.length} phrases, pattern ${(matcher.regex.source.length / 1000).toFixed(1)}k characters`);
console.log(`link all: ${median(passes).toFixed(1)} ms (median of 7; ${links} links) · ${(1000 * median(passes) / texts.length).toFixed(0)} µs a text · first link (build + compile): ${first.toFixed(1)} ms`);
