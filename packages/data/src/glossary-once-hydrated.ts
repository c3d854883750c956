/**
 * The glossary for linking words in a text that is not about the glossary (talking points, a live
 * game's situation): asked for once the page is in the browser. The server draws such a text plain,
 * as the browser does until the links come, so its page does not carry the whole glossary (68 KB
 * of JSON in every such page's HTML, serialised and compressed with every render). A module of its
 * own, so that only the code that links such texts carries it.
 */
// by the package's name, not a relative path: the hooks must be the page's one shared copy
import { useQuery } from '@gg/data';
import { useSyncExternalStore } from 'react';
import { glossaryQuery } from './queries';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once hydrated (and at once in a render the browser does alone). */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

export const useGlossaryOnceHydrated = () => useQuery({ ...glossaryQuery(), enabled: useHydrated() });
