/**
 * The emoji a category shows when it has no illustration of its own: chosen by the category's
 * name, so a new category named e.g. "Defensive Schemes" still gets a fitting picture. Anything
 * unrecognised gets the football.
 */
const FOOTBALL = '🏈';

const BY_NAME: ReadonlyArray<[RegExp, string]> = [
  // most specific first: "Special Teams Penalties" is about penalties, "Defensive Penalties" too
  [/\b(penalt(y|ies)|fouls?|flags?)\b/, '🚩'],
  [/\bspecial teams?\b|\bkick(ing|off|offs)?\b|\bpunt(ing|s)?\b/, '🦶'],
  [/\bdefen[cs](e|es|ive)\b/, '🛡️'],
  [/\boffen[cs](e|es|ive)\b/, '⚡'],
  [/\bgame flow\b|\bflow\b|\bclock\b|\btim(e|ing|eouts?)\b/, '⏱️'],
];

export function categoryEmoji(name: string): string {
  const normalised = name.toLowerCase().replace(/[^a-z]+/g, ' ').trim();
  for (const [pattern, emoji] of BY_NAME) if (pattern.test(normalised)) return emoji;
  return FOOTBALL;
}
