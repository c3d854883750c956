/**
 * Does a piece of text give a result away? Deliberately conservative: it hides anything that
 * states an outcome (a result word such as "beat", "won", "upset", or a score such as 27-20) about
 * a protected team — or about anyone when every team is protected. A few harmless headlines are
 * hidden too ("can they win the division?"); that costs a tap, while a missed spoiler cannot be
 * taken back.
 */

const RESULT_WORDS = [
  'beat', 'beats', 'beaten', 'defeat', 'defeats', 'defeated', 'win', 'wins', 'won', 'winning', 'victory', 'victories',
  'loss', 'losses', 'lose', 'loses', 'losing', 'lost', 'rout', 'routs', 'routed', 'edge', 'edges', 'edged',
  'top', 'tops', 'topped', 'stun', 'stuns', 'stunned', 'upset', 'upsets', 'comeback', 'comebacks', 'rally', 'rallies', 'rallied',
  'blowout', 'shutout', 'clinch', 'clinches', 'clinched', 'eliminated', 'survive', 'survives', 'survived', 'fall to', 'falls', 'fell',
  'hold off', 'holds off', 'held off', 'overtime thriller', 'walk-off', 'final score', 'streak', 'record',
];
const RESULT_PATTERN = new RegExp(`\\b(?:${RESULT_WORDS.map((w) => w.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s+' : '-'))).join('|')})\\b`, 'i');
/** 27-20, 27–20, 27 - 20 (a score or a record); a season such as 2024-25 is not one. */
const SCORE_PATTERN = /(?<![\d])\d{1,2}\s?[-–—]\s?\d{1,2}(?![\d])/;

export function statesResult(text: string): boolean {
  return RESULT_PATTERN.test(text) || SCORE_PATTERN.test(text);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const wordsRegex = (terms: string[], flags: string) => new RegExp(`\\b(?:${terms.map(escape).join('|')})\\b`, flags);

/**
 * Whether the text names one of these (team names, nicknames, abbreviations), as whole words.
 * Abbreviations (all capitals) must match in capitals: "NO" is the Saints, "no" is not.
 */
export function mentionsAny(text: string, names: readonly string[]): boolean {
  const terms = names.map((n) => n.trim()).filter((n) => n.length >= 2);
  const upper = terms.filter((t) => t === t.toUpperCase());
  const other = terms.filter((t) => t !== t.toUpperCase());
  return (upper.length > 0 && wordsRegex(upper, '').test(text)) || (other.length > 0 && wordsRegex(other, 'i').test(text));
}

/**
 * Whether to hide this text: it states a result and, unless `protectedNames` is 'any' (every team
 * is protected), it names one of the protected teams.
 */
export function revealsResult(text: string, protectedNames: readonly string[] | 'any'): boolean {
  if (!statesResult(text)) return false;
  return protectedNames === 'any' || mentionsAny(text, protectedNames);
}
