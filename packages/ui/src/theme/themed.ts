import { css, type CSSObject, type SerializedStyles, type Theme } from '@emotion/react';

/**
 * Styles drawn from the theme alone, turned into CSS once per theme instead of in every render.
 * Emotion turns a style object into CSS text each time an element is rendered; on the server
 * that was most of what styles cost per page, for styles that never change (the theme is one
 * object, its colours CSS variables). For `styled.x(themed(({ theme }) => ({ ... })))`; styles
 * that read other props stay plain functions.
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
