/**
 * Alphabetical order for the names the app lists (teams, players, divisions), without Intl: the
 * page's first `localeCompare` builds ICU's collator, tens of milliseconds on a throttled phone
 * inside the render that shows the list. These names are English; ignoring case and comparing
 * code units orders them as the English collation does (digits and punctuation before letters).
 * Names equal but for case fall back to case, so the order is total and stable.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
