import styled from '@emotion/styled';
import type { Play } from '@gg/contracts';
import { Button, themed } from '@gg/ui';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { mainFoul } from './read-flag';

// the card (dialog, penalty list, its texts) loads on the first tap, not with the feed
const PenaltyCard = lazy(() => import('./penalty-card').then((m) => ({ default: m.PenaltyCard })));

const Row = styled.div(themed(({ theme }) => ({ margin: `${theme.space(0.5)} 0` })));

/** "Why was that flagged?" under a penalty play: opens a card that explains the foul in plain words. */
export function PenaltyHelp({ play }: { play: Pick<Play, 'description' | 'penalty'> }) {
  const foul = useMemo(() => mainFoul(play), [play]);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!foul) return null;
  return (
    <Row>
      <Button
        ref={button}
        type="button"
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => { setAsked(true); setOpen(true); }}
      >
        Why was that flagged?<span className="gg-visually-hidden"> {foul.foul}</span>
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <PenaltyCard foul={foul} description={play.description} open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </Row>
  );
}
