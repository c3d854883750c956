import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A string kept in the URL's query (e.g. ?search=), so it survives reloads and can be shared. */
export function useSearchParamState(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (next) copy.set(name, next);
        else copy.delete(name);
        return copy;
      }, { replace: true });
    },
    [name, setParams],
  );
  return [value, setValue];
}
