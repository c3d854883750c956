/**
 * A live card's situation. The server draws it in full, so it is in the first screen (it is the
 * largest text of a live card: drawn later, it would be the page's largest paint, seconds late).
 * In the browser the drawing's code (the field, the words, the glossary links) stays out of the
 * scores screens' first load: it is fetched once the page is idle. Until then the server's drawing
 * is kept as it came, outside React: hydration takes over its wrapper but not what is inside, so
 * no re-render of the page (a stream connecting, a setting read) can swap it for the loading room.
 * Rendered in the browser alone (a page drawn there, a card that appears later), the card shows
 * the situation's room until the code is in.
 */
import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { isLiveGame } from '@gg/contracts/game-status';
import { lazyWithPreload, renderingOnServer, useHydrated, whenIdle } from '@gg/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { SituationRoom } from './situation-room';

const loadView = () => import('./situation-view').then((m) => m.SituationView);
const View = lazyWithPreload(() => (renderingOnServer() ? loadView() : new Promise<void>((resolve) => whenIdle(resolve)).then(loadView)));

/** The same element around the situation on the server and in the browser, so hydration can keep what it holds. */
const Holder = styled.div({ display: 'contents' });

type Code = 'waiting' | 'in' | 'failed';

/** A live game's situation, or nothing for a game that has none. `hidden`: spoiler-safe covers the game. */
export function LiveSituation({ game, hidden }: { game: Game; hidden: boolean }) {
  const hydrated = useHydrated();
  const [code, setCode] = useState<Code>('waiting');
  const shown = isLiveGame(game) && game.situation ? game.situation : null;
  // the server's drawing is kept while nothing else has been drawn in its place since hydration
  const keptFromServer = useRef(!hydrated && shown !== null && !hidden);
  useEffect(() => {
    if (code !== 'waiting') return;
    let current = true;
    void View.preload().then((arrived) => { if (current) setCode(arrived ? 'in' : 'failed'); });
    return () => { current = false; };
  }, [code]);

  if (renderingOnServer()) {
    // the server has the code at once (its render waits for lazy parts)
    if (!shown) return null;
    if (hidden) return <Holder><SituationRoom hidden /></Holder>;
    return (
      <Holder>
        <Suspense fallback={<SituationRoom hidden={false} />}><View game={game} situation={shown} /></Suspense>
      </Holder>
    );
  }
  if (code !== 'in' && keptFromServer.current && shown && !hidden) {
    // empty to React, so it leaves the server's markup inside alone, now and on every re-render
    return <Holder key="kept" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  keptFromServer.current = false;
  if (!shown) return null;
  // what the situation says (a try after a touchdown, a kickoff after a score) can give the score away
  if (hidden) return <Holder><SituationRoom hidden /></Holder>;
  // a code that failed to load leaves the room: the rest of the card still works
  return <Holder>{code === 'in' ? <View game={game} situation={shown} /> : <SituationRoom hidden={false} />}</Holder>;
}
