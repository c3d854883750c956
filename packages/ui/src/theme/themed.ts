import { css, type CSSObject, type SerializedStyles, type Theme } from '@emotion/react';

/**
 * Styles drawn from the theme alone, turned into CSS once per theme instead of in every render.
 * Emotion turns a style object into CSS text each time an element is rendered; on the server
 * that was most of what styles cost per page, for styles that never change (the theme is one
 * object, its colours CSS variables). For `styled.x(themed(({ theme }) => ({ ... })))`.
 */
export function themed(styles: (props: { theme: Theme }) => CSSObject): (props: { theme: Theme }) => SerializedStyles {
  const byTheme = new WeakMap<Theme, SerializedStyles>();
  return ({ theme }) => {
    let made = byTheme.get(theme);
    if (!made) {
      made = css(styles({ theme }));
      byTheme.set(theme, made);
    }
    return made;
  };
}

/** Different values of the props a `themedBy` style reads, kept per theme; past it, made each time. */
export const THEMED_BY_KEPT = 64;

/**
 * Styles drawn from the theme and a few props (a tone, a size, a flag): turned into CSS once per
 * theme and set of values. Every prop the styles read is named in `props`, and the styles see only
 * those (the type says so), so none can be read without being part of what is kept. At most
 * THEMED_BY_KEPT sets of values are kept per theme (a team's colour, say, has a few dozen).
 *
 *   styled.span<{ tone?: Tone }>(themedBy<{ tone?: Tone }>({ tone: true }, ({ theme, tone }) => ({ ... })))
 */
export function themedBy<P extends object>(
  props: { [K in keyof P]-?: true },
  styles: (props: P & { theme: Theme }) => CSSObject,
): (props: P & { theme: Theme }) => SerializedStyles {
  const names = Object.keys(props) as Array<keyof P>;
  const byTheme = new WeakMap<Theme, Map<string, SerializedStyles>>();
  return (given) => {
    let kept = byTheme.get(given.theme);
    if (!kept) {
      kept = new Map();
      byTheme.set(given.theme, kept);
    }
    const key = names.map((name) => `${typeof given[name]}:${String(given[name])}`).join('\u0000');
    let made = kept.get(key);
    if (!made) {
      const picked = { theme: given.theme } as P & { theme: Theme };
      for (const name of names) picked[name] = given[name];
      made = css(styles(picked));
      if (kept.size < THEMED_BY_KEPT) kept.set(key, made);
    }
    return made;
  };
}
