import { useEffect } from 'react';

/**
 * Marks the page interactive (`<html data-page-ready>`) once the page has mounted, or hydrated
 * over the server's HTML: until then a tap on the server-rendered markup has no handler (links
 * still work, as plain links).
 */
export function PageReady() {
  useEffect(() => { document.documentElement.dataset.pageReady = 'true'; }, []);
  return null;
}
