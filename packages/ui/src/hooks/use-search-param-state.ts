import { useCallback, useRef } from 'react';
import { useSearchParams } from '@gg/router';

/**
 * The last update made from a given rendered URL, shared by every hook instance: two quick changes
 * from different params (clear the search, then switch tab) before React re-renders would
 * otherwise each start from the old URL, and the second would undo the first.
 */
let pending: { from: string; params: URLSearchParams } | null = null;

/** A string kept in the URL's query (e.g. ?search=), so it survives reloads and can be shared. */
export function useSearchParamState(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = useRef(params);
  rendered.current = params;
  // once the router shows another URL, the last update has landed (or been overtaken): forget it,
  // or coming back to the URL it was made from (Back, a link) would replay it
  if (pending && pending.from !== params.toString()) pending = null;
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      const from = rendered.current.toString();
      const copy = new URLSearchParams(pending && pending.from === from ? pending.params : rendered.current);
      if (next) copy.set(name, next);
      else copy.delete(name);
      pending = { from, params: copy };
      setParams(copy, { replace: true });
    },
    [name, setParams],
  );
  return [value, setValue];
}
