/**
 * "Game-day settings" in one tap from wherever a fan follows games: a button (an icon and words) that
 * opens the settings sheet, and while spoiler-safe mode is on a "Spoiler-safe on" marker beside it
 * that opens the same sheet — so a fan who wonders where the scores went finds out why at once.
 */
import styled from '@emotion/styled';
import { Suspense, useRef, useState } from 'react';
import { Button, lazyWithPreload, preloadOnIntent, usePreloadWhenIdle } from '@gg/ui';
import type { TeamOption } from './game-day-settings-sheet';
import { HiddenIcon } from './spoiler-cover';
import { isSpoilerSafeAnywhere, useViewingPreferences } from '@gg/ui/viewing-preferences';

// The sheet (and the dialog code) is not part of a page's first load, which carries only the
// button: it is fetched once the page is idle, or on the first sign of a tap (pointer over or down
// on a button, focus), so the tap opens it at once.
const GameDaySettingsDialog = lazyWithPreload(() => import('./game-day-settings-sheet').then((m) => m.default));
const intent = preloadOnIntent(GameDaySettingsDialog.preload);
const IDLE_PRELOADS = [GameDaySettingsDialog.preload];

const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) }));
const Marker = styled(Button)(({ theme }) => ({
  borderRadius: theme.radius.pill, borderColor: theme.color.info, color: theme.color.text, fontSize: theme.font.size.sm,
}));

/** Three sliders: settings, drawn in a few strokes. */
function SettingsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
      <circle cx="9" cy="6" r="2" fill="currentColor" />
      <circle cx="15" cy="12" r="2" fill="currentColor" />
      <circle cx="7" cy="18" r="2" fill="currentColor" />
    </svg>
  );
}

export interface GameDaySettingsProps {
  /** Teams a fan can pick for spoiler-safe mode; without them only "every team" is offered. */
  teams?: readonly TeamOption[];
  /** Called when the sheet opens: a page can load the team list only then. */
  onOpen?: () => void;
}

export function GameDaySettings({ teams, onOpen }: GameDaySettingsProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const prefs = useViewingPreferences();
  usePreloadWhenIdle(IDLE_PRELOADS);
  const show = (from: HTMLButtonElement) => {
    opener.current = from;
    onOpen?.();
    setAsked(true);
    setOpen(true);
  };
  return (
    <Row>
      {isSpoilerSafeAnywhere(prefs) ? (
        <Marker type="button" variant="secondary" size="sm" {...intent} onClick={(e) => show(e.currentTarget)}>
          <HiddenIcon /> Spoiler-safe on
        </Marker>
      ) : null}
      <Button type="button" variant="secondary" size="sm" {...intent} onClick={(e) => show(e.currentTarget)}>
        <SettingsIcon /> Game-day settings
      </Button>
      {asked ? (
        <Suspense fallback={null}>
          <GameDaySettingsDialog open={open} onOpenChange={setOpen} teams={teams} returnFocusTo={opener} />
        </Suspense>
      ) : null}
    </Row>
  );
}
