import type { GlossaryTerm } from '@gg/contracts';
import { createContext, startTransition, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGlossaryOnceHydrated } from '@gg/data/glossary-once-hydrated';

/** The linker's code (the shared matcher and the tap-to-define text): its own chunk, loaded with the first text that uses it. */
const loadLinker = () => import('./glossary-text');
type LinkerModule = Awaited<ReturnType<typeof loadLinker>>;

interface TermLinker { GlossaryText: LinkerModule['GlossaryText']; index: ReturnType<LinkerModule['indexTerms']> }

const TermLinkerContext = createContext<TermLinker | null>(null);

/** Each glossary list's index, built once per visit: the panel of every game opened reuses it. */
const indexes = new WeakMap<readonly GlossaryTerm[], TermLinker['index']>();
function indexFor(linker: LinkerModule, terms: readonly GlossaryTerm[]): TermLinker['index'] {
  let index = indexes.get(terms);
  if (!index) {
    index = linker.indexTerms(terms);
    indexes.set(terms, index);
  }
  return index;
}

/**
 * Makes football words in the `TermText`s below tappable: loads the glossary and the linker code
 * when it is first shown (not with the page), once per visit. Until both are there, or if either
 * fails, the texts read as plain text.
 */
export function GlossaryTermsProvider({ children }: { children: ReactNode }) {
  const glossary = useGlossaryOnceHydrated();
  const [linker, setLinker] = useState<LinkerModule | null>(null);
  useEffect(() => {
    let live = true;
    loadLinker().then((m) => { if (live) startTransition(() => setLinker(m)); }, () => {}); // no linker: plain text
    return () => { live = false; };
  }, []);
  // the links come in a pass React slices, after the texts have painted as plain text: matching
  // every text against a few hundred terms is not work for the tap that opened them
  const terms: readonly GlossaryTerm[] | undefined = useDeferredValue(glossary.data);
  const value = useMemo(() => (linker && terms ? { GlossaryText: linker.GlossaryText, index: indexFor(linker, terms) } : null), [linker, terms]);
  return <TermLinkerContext.Provider value={value}>{children}</TermLinkerContext.Provider>;
}

/** A text whose football words show their definition on tap (plain text until the glossary is there). */
export function TermText({ text }: { text: string }) {
  const linker = useContext(TermLinkerContext);
  if (!linker) return <>{text}</>;
  const { GlossaryText, index } = linker;
  return <GlossaryText text={text} index={index} />;
}
