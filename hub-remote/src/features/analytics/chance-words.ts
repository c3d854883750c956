/**
 * A win probability in plain words, for fans who do not think in percentages: "about 7 in 10".
 * Rounded to the nearest tenth, with honest ends: a 3% chance is not "about 0 in 10" (it can
 * happen), nor is 97% "about 10 in 10" (it can fail); near an even chance it is "a coin flip".
 */
export function chanceInWords(percent: number): string {
  const p = Math.min(100, Math.max(0, percent));
  if (p <= 5) return 'less than 1 in 10';
  if (p >= 95) return 'more than 9 in 10';
  const tenths = Math.round(p / 10);
  if (tenths === 5) return 'a coin flip (about 1 in 2)';
  return `about ${tenths} in 10`;
}
