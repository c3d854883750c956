// Tiny, total accessors for untrusted ESPN JSON. Every function accepts `unknown`
// and returns a typed value or null/[]; none of them throws.

export type Obj = Record<string, unknown>;

/** A plain object (not an array, not null), else null. */
export function obj(v: unknown): Obj | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : null;
}

/** An array, else []. Lets callers iterate without guards. */
export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** Array of the plain objects found in `v` (junk entries dropped). */
export function objs(v: unknown): Obj[] {
  const out: Obj[] = [];
  for (const item of arr(v)) {
    const o = obj(item);
    if (o) out.push(o);
  }
  return out;
}

/** Safe nested read: get(x, 'a', 0, 'b') ~ x?.a?.[0]?.b */
export function get(v: unknown, ...keys: Array<string | number>): unknown {
  let cur: unknown = v;
  for (const k of keys) {
    if (typeof k === 'number') {
      if (!Array.isArray(cur)) return undefined;
      cur = cur[k];
    } else {
      const o = obj(cur);
      if (!o) return undefined;
      cur = o[k];
    }
  }
  return cur;
}

/**
 * Non-empty trimmed string. Finite numbers become strings because ESPN sends
 * some ids as numbers (news article ids, category team ids).
 */
export function str(v: unknown): string | null {
  if (typeof v === 'string') {
    const t = v.trim();
    return t.length > 0 ? t : null;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
}

/**
 * Finite number. Numeric strings are accepted because ESPN mixes both
 * ("3,928", ".765", "+2.5", "67.6"); placeholders such as "-" or "" give null.
 */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const t = v.trim().replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Integer (rounded), else null. */
export function int(v: unknown): number | null {
  const n = num(v);
  return n === null ? null : Math.round(n);
}

/** Non-negative integer, else null. */
export function count(v: unknown): number | null {
  const n = int(v);
  return n !== null && n >= 0 ? n : null;
}

/** Boolean, accepting "true"/"false" strings; anything else null. */
export function bool(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return null;
}

/**
 * A score as a non-negative integer. Scoreboard/summary send strings ("25"),
 * team schedules send {value, displayValue}, some feeds plain numbers.
 */
export function score(v: unknown): number | null {
  const o = obj(v);
  if (o) return score(o.value ?? o.displayValue);
  const n = int(v);
  return n !== null && n >= 0 ? n : null;
}

/** ESPN colours come without '#': 'a40227' -> '#a40227'. Invalid -> null. */
export function hexColor(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  const bare = s.startsWith('#') ? s.slice(1) : s;
  return /^[0-9a-fA-F]{6}$/.test(bare) ? `#${bare.toLowerCase()}` : null;
}

/**
 * ESPN `$ref`s are http:// and sometimes name the internal host
 * sports.core.api.espn.pvt; make them fetchable.
 */
export function rewriteRef(v: unknown): string | null {
  const s = str(v);
  if (!s) return null;
  return s
    .replace(/^http:\/\/sports\.core\.api\.espn\.pvt/i, 'https://sports.core.api.espn.com')
    .replace(/^https:\/\/sports\.core\.api\.espn\.pvt/i, 'https://sports.core.api.espn.com')
    .replace(/^http:\/\//i, 'https://');
}

/** Id that follows a path segment in a URL: idAfter(ref, 'athletes') -> '4426502'. */
export function idAfter(url: unknown, segment: string): string | null {
  const s = str(url);
  if (!s) return null;
  const m = new RegExp(`/${segment}/(\\d+)(?:[/?#]|$)`).exec(s);
  return m?.[1] ?? null;
}

/**
 * American odds as a number: "+350" -> 350, "-105" -> -105, "EVEN" -> 100,
 * 135 -> 135. Anything else (incl. 0, which is not valid American odds) -> null.
 */
export function americanOdds(v: unknown): number | null {
  if (typeof v === 'string' && /^\s*(even|ev)\s*$/i.test(v)) return 100;
  const n = num(v);
  if (n === null || n === 0) return null;
  return n;
}

/** Best logo href: the one tagged rel "default", else the first with an href. */
export function pickLogo(logos: unknown): string | null {
  const list = objs(logos);
  const tagged = list.find((l) => arr(l.rel).includes('default') && str(l.href));
  return str(tagged?.href) ?? str(list.find((l) => str(l.href))?.href);
}

/** Zero without a sign (so -0 never leaks into JSON as "-0" in comparisons). */
export function negate(n: number | null): number | null {
  if (n === null) return null;
  return n === 0 ? 0 : -n;
}

/** "First value that is not null/undefined". */
export function first<T>(...vals: Array<T | null | undefined>): T | null {
  for (const v of vals) if (v !== null && v !== undefined) return v;
  return null;
}

/** True when the string parses as a date (the contracts' isoDate rule). */
export function isDateString(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && !Number.isNaN(Date.parse(v));
}
