/** For tests of tabs whose code loads when first wanted. */
import { act } from '@testing-library/react';

/** Lets the promises of a code load and the renders they start settle. */
export const flush = () => act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve(); });

/** Starts watching for the placeholder shown while a tab's code loads ("Loading section"); the returned check says whether it was ever on screen. */
export function watchPlaceholder(): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => { if (document.body.textContent?.includes('Loading section')) seen = true; });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return () => { observer.disconnect(); return seen || Boolean(document.body.textContent?.includes('Loading section')); };
}
