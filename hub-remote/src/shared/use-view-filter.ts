import { useSearchParamState } from '@gg/ui';
import { useState } from 'react';

/**
 * A filter kept in the URL on a page of its own (so /standings?conference=AFC or /injuries?team=12 can be shared and
 * survives a reload), and in local state inside a hub tab (the hub's URL belongs to the hub).
 */
export function useViewFilter(name: string, inUrl: boolean): [string, (value: string) => void] {
  const url = useSearchParamState(name);
  const local = useState('');
  return inUrl ? url : local;
}
