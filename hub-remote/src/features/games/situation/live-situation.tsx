/**
 * A live card's situation. The server draws it in full, so it is in the first screen (it is the
 * largest text of a live card: drawn later, it would be the page's largest paint, seconds late).
 * In the browser the drawing's code (the field, the words, the glossary links) stays out of the
 * scores screens' first load: it is fetched once the page is idle, and until then the server's
 * drawing stays as it came (React leaves a Suspense boundary it cannot hydrate yet untouched).
 * Rendered in the browser alone (a page drawn there, a card that appears later), the card shows
 * the situation's room until the code is in.
 */
import type { Game } from '@gg/contracts';
import { isLiveGame } from '@gg/contracts/game-status';
import { lazyWithPreload, whenIdle } from '@gg/ui';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { SituationRoom } from './situation-room';

const loadView = () => import('./situation-view').then((m) => m.SituationView);
const View = lazyWithPreload(() => (typeof window === 'undefined' ? loadView() : new Promise<void>((resolve) => whenIdle(resolve)).then(loadView)));

/** Renders nothing; tells when the boundary it sits in has been drawn (hydrated or rendered) in the browser. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/** A live game's situation, or nothing for a game that has none. `hidden`: spoiler-safe covers the game. */
export function LiveSituation({ game, hidden }: { game: Game; hidden: boolean }) {
  const [drawn, setDrawn] = useState(false);
  const onDrawn = useMemo(() => () => setDrawn(true), []);
  // Until the drawing is in, it keeps the game it was first drawn with: a boundary React has not
  // hydrated yet must not be handed new props (it would throw the server's drawing away).
  const firstDrawn = useRef<Game | null>(null);
  if (!drawn && firstDrawn.current === null && game.situation) firstDrawn.current = game;
  const shown = drawn ? game : (firstDrawn.current ?? game);
  const drawing = useMemo(
    () => (shown.situation ? (
      <Suspense fallback={<SituationRoom hidden={false} />}>
        <View game={shown} situation={shown.situation} />
        <Drawn onDrawn={onDrawn} />
      </Suspense>
    ) : null),
    [shown, onDrawn],
  );
  useEffect(() => { if (!drawn) void View.preload(); }, [drawn]);
  if (!isLiveGame(game) || !game.situation) return null;
  // what the situation says (a try after a touchdown, a kickoff after a score) can give the score away
  if (hidden) return <SituationRoom hidden />;
  return drawing;
}
