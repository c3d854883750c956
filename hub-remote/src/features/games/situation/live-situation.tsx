/**
 * A live card's situation. The drawing's code (the field, the words, the glossary links) stays out
 * of the scores screens' first load: the server and the first render show its room (SituationRoom),
 * and the code is fetched once the page is idle; from then on every card draws at once.
 */
import type { Game } from '@gg/contracts';
import { isLiveGame } from '@gg/contracts/game-status';
import { lazyWithPreload, whenIdle } from '@gg/ui';
import { Suspense, useEffect, useState } from 'react';
import { SituationRoom } from './situation-room';

const View = lazyWithPreload(() => import('./situation-view').then((m) => m.SituationView));
let viewLoaded = false;

function useViewLoaded(): boolean {
  // false on the server and while hydrating (the code is only ever fetched after the page's load)
  const [loaded, setLoaded] = useState(viewLoaded);
  useEffect(() => {
    if (loaded) return undefined;
    let mounted = true;
    whenIdle(() => { void View.preload().then((ok) => { viewLoaded ||= ok; if (mounted && ok) setLoaded(true); }); });
    return () => { mounted = false; };
  }, [loaded]);
  return loaded;
}

/** A live game's situation, or nothing for a game that has none. `hidden`: spoiler-safe covers the game. */
export function LiveSituation({ game, hidden }: { game: Game; hidden: boolean }) {
  const loaded = useViewLoaded();
  const { situation } = game;
  if (!isLiveGame(game) || !situation) return null;
  // what the situation says (a try after a touchdown, a kickoff after a score) can give the score away
  if (hidden || !loaded) return <SituationRoom hidden={hidden} />;
  return <Suspense fallback={<SituationRoom hidden={false} />}><View game={game} situation={situation} /></Suspense>;
}
